/**
 * The design tokens: the one place raw colours live. tailwind.config.ts turns this map into CSS
 * variables for `:root` (light) and `.dark`, and into Tailwind colour names (`bg-surface`,
 * `text-muted`...), so components only ever use semantic names.
 */
export type ThemeName = 'light' | 'dark';

export const colorTokens = {
  surface: { light: '#ffffff', dark: '#0f1120', doc: 'Page background' },
  'surface-raised': { light: '#f5f6fa', dark: '#181b2e', doc: 'Cards, menus, dialogs' },
  'surface-sunken': { light: '#eceef5', dark: '#0a0c17', doc: 'Inputs, wells, skeletons' },
  overlay: { light: 'rgb(15 17 32 / 0.55)', dark: 'rgb(0 0 0 / 0.7)', doc: 'Dialog backdrop' },
  text: { light: '#161a2b', dark: '#eef0f8', doc: 'Body text' },
  muted: { light: '#525a72', dark: '#a6acc4', doc: 'Secondary text, placeholders' },
  border: { light: '#d3d7e3', dark: '#2e3352', doc: 'Hairlines, dividers' },
  'border-strong': { light: '#7d859c', dark: '#6b7396', doc: 'Input borders (3:1 against surface)' },
  brand: { light: '#5b3fc4', dark: '#8f7bff', doc: 'Primary actions, links' },
  'brand-hover': { light: '#4a31a8', dark: '#a898ff', doc: 'Primary action hovered' },
  'brand-fg': { light: '#ffffff', dark: '#0f1120', doc: 'Text on brand' },
  'brand-soft': { light: '#ece8fb', dark: '#231e45', doc: 'Selected rows, soft badges' },
  accent: { light: '#9a5b00', dark: '#f5b83d', doc: 'Jackpots, VIP, highlights' },
  'accent-fg': { light: '#ffffff', dark: '#1a1300', doc: 'Text on accent' },
  danger: { light: '#c0262d', dark: '#ff7b7f', doc: 'Errors, destructive actions' },
  'danger-fg': { light: '#ffffff', dark: '#1c0708', doc: 'Text on danger' },
  success: { light: '#1a7a3a', dark: '#4fd17e', doc: 'Success, credited' },
  'success-fg': { light: '#ffffff', dark: '#04170b', doc: 'Text on success' },
  warning: { light: '#8f5400', dark: '#ffc34d', doc: 'Warnings, trial account' },
  'warning-fg': { light: '#ffffff', dark: '#1f1400', doc: 'Text on warning' },
  focus: { light: '#5b3fc4', dark: '#b3a6ff', doc: 'Focus ring' },
} as const satisfies Record<string, { light: string; dark: string; doc: string }>;

export type ColorToken = keyof typeof colorTokens;

/** Foreground/background pairs that must stay readable (WCAG AA: 4.5:1 text, 3:1 UI). */
export const contrastPairs: ReadonlyArray<{ fg: ColorToken; bg: ColorToken; min: number }> = [
  { fg: 'text', bg: 'surface', min: 4.5 },
  { fg: 'text', bg: 'surface-raised', min: 4.5 },
  { fg: 'text', bg: 'surface-sunken', min: 4.5 },
  { fg: 'muted', bg: 'surface', min: 4.5 },
  { fg: 'muted', bg: 'surface-raised', min: 4.5 },
  { fg: 'muted', bg: 'surface-sunken', min: 4.5 },
  { fg: 'brand', bg: 'surface', min: 4.5 },
  { fg: 'brand', bg: 'surface-raised', min: 4.5 },
  { fg: 'brand-fg', bg: 'brand', min: 4.5 },
  { fg: 'brand-fg', bg: 'brand-hover', min: 4.5 },
  { fg: 'brand', bg: 'brand-soft', min: 4.5 },
  { fg: 'text', bg: 'brand-soft', min: 4.5 },
  { fg: 'accent-fg', bg: 'accent', min: 4.5 },
  { fg: 'accent', bg: 'surface', min: 4.5 },
  { fg: 'danger-fg', bg: 'danger', min: 4.5 },
  { fg: 'danger', bg: 'surface', min: 4.5 },
  { fg: 'danger', bg: 'surface-raised', min: 4.5 },
  { fg: 'success-fg', bg: 'success', min: 4.5 },
  { fg: 'success', bg: 'surface', min: 4.5 },
  { fg: 'warning-fg', bg: 'warning', min: 4.5 },
  { fg: 'warning', bg: 'surface', min: 4.5 },
  { fg: 'border-strong', bg: 'surface', min: 3 },
  { fg: 'border-strong', bg: 'surface-sunken', min: 3 },
  { fg: 'focus', bg: 'surface', min: 3 },
  { fg: 'focus', bg: 'surface-raised', min: 3 },
];

export const radiusTokens = {
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  pill: '9999px',
} as const;

export const shadowTokens = {
  sm: { light: '0 1px 2px rgb(15 17 32 / 0.08)', dark: '0 1px 2px rgb(0 0 0 / 0.5)' },
  md: { light: '0 4px 12px rgb(15 17 32 / 0.12)', dark: '0 4px 12px rgb(0 0 0 / 0.55)' },
  lg: { light: '0 12px 32px rgb(15 17 32 / 0.18)', dark: '0 12px 32px rgb(0 0 0 / 0.6)' },
} as const;

/**
 * Named steps of the spacing scale (`p-space-md`, `gap-space-sm`), on top of Tailwind's numeric one
 * (`p-4` = 1rem). Prefixed so they never shadow the container widths (`max-w-md` stays 28rem).
 */
export const spaceTokens = {
  'space-2xs': '0.125rem',
  'space-xs': '0.25rem',
  'space-sm': '0.5rem',
  'space-md': '1rem',
  'space-lg': '1.5rem',
  'space-xl': '2rem',
  'space-2xl': '3rem',
} as const;

export const fontFamily = {
  sans: "'Noto Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;
