/** Pieces the agent centre's panels share: the username search. */
import { Search } from 'lucide-react';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button } from '../primitives/Button.tsx';
import { TextField } from '../primitives/TextField.tsx';

export type AccountSearchProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  /** The search applied now: the field starts with it. */
  value: string;
  /** The trimmed text, on Search (or Enter); '' clears the search. */
  onSearch: (account: string) => void;
  label?: string;
};

/**
 * A search landmark with a username field and a Search button: the list changes on submit, not on
 * every key, so a half-typed name never sends a call. What was typed stays in the field.
 */
export function AccountSearch({ value, onSearch, label, className, ...props }: AccountSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form
      role="search"
      aria-label={label ?? t('agent.team.search')}
      data-slot="account-search"
      className={cn('flex min-w-0 items-end gap-space-sm', className)}
      onSubmit={submit}
      {...props}
    >
      <TextField
        className="min-w-0 grow"
        label={label ?? t('agent.team.search')}
        type="search"
        autoComplete="off"
        maxLength={32}
        placeholder={t('agent.reports.accountPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary" icon={<Search aria-hidden className="size-4" />}>
        {t('agent.team.searchButton')}
      </Button>
    </form>
  );
}
