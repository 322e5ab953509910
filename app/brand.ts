/**
 * Brand settings: fixed per deployment (VITE_* variables), not served by the platform. The dev app's
 * fake-platform scenarios may override them at start-up (app/main.tsx), nothing else does.
 */
export interface Brand {
  /** Visitors without a session are sent to /login on every route but the public ones. */
  loginedToHomePage: boolean;
}

export const brand: Brand = {
  loginedToHomePage: import.meta.env.VITE_LOGINED_TO_HOME_PAGE === 'true',
};

export function overrideBrand(overrides: Partial<Brand>): void {
  Object.assign(brand, overrides);
}
