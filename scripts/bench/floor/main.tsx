// The bare React 19 page the app's size and scores are compared against (a heading and a button).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function Floor() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Floor</h1>
      <button type="button" onClick={() => setCount(count + 1)}>
        {count}
      </button>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Floor />);
