import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format.ts';
import { DEFAULT_LANGUAGE, parseLanguageCode } from '../i18n/languages.ts';
import { useFormatMoney } from '../i18n/money.tsx';
import { cn } from '../lib/cn.ts';
import { Button } from '../primitives/Button.tsx';
import { Select, type SelectOption } from '../primitives/Select.tsx';
import { SearchField } from './SearchField.tsx';

/** The platform's RNG sub-categories (gameClassify of the game list request). */
export type GameClassify = 'SC' | 'VP' | 'JP' | 'TG' | 'AC' | 'BG';

export interface LobbyFilterValues {
  search: string;
  gameClassify?: GameClassify;
  minBet?: number;
  minLineNum?: number;
}

export interface LobbyFiltersProps {
  value: LobbyFilterValues;
  /** Search changes are debounced 300 ms inside (the input stays responsive; Enter applies at once); other filters apply at once. */
  onValueChange: (next: LobbyFilterValues) => void;
  /** The sub-category chips; shown only when given (slots have them). */
  classifies?: readonly GameClassify[];
  /** Options for "minimum bet"; shown only when given. */
  minBets?: readonly number[];
  /** Options for "minimum lines"; shown only when given. */
  minLineNums?: readonly number[];
  /** "1,234 games", announced politely when it changes. */
  resultCount?: number;
  /** "Clear filters", shown when any filter or search is set. */
  onClear?: () => void;
  className?: string;
}

export const SEARCH_DEBOUNCE_MS = 300;

// Literal keys, so the catalogue check sees each one used.
const CLASSIFY_KEYS = {
  SC: 'lobbyPage.filters.classify.SC',
  VP: 'lobbyPage.filters.classify.VP',
  JP: 'lobbyPage.filters.classify.JP',
  TG: 'lobbyPage.filters.classify.TG',
  AC: 'lobbyPage.filters.classify.AC',
  BG: 'lobbyPage.filters.classify.BG',
} as const satisfies Record<GameClassify, string>;

const chipVariants = cva(
  'inline-flex h-9 shrink-0 items-center justify-center rounded-pill border px-space-md text-sm font-semibold whitespace-nowrap transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  {
    variants: {
      pressed: {
        true: 'border-brand bg-brand text-brand-fg hover:bg-brand-hover',
        false: 'border-border-strong bg-surface-raised text-text hover:bg-surface-sunken',
      },
    },
    defaultVariants: { pressed: false },
  },
);

/** The select value for a number filter: "" is "Any". */
const toOption = (value: number | undefined) => (value === undefined ? '' : String(value));
const fromOption = (value: string) => (value === '' ? undefined : Number(value));

/**
 * The lobby's search box and the filters the category has. The search text is the component's own while
 * the user types and reaches the parent 300 ms after the last key (or at once on Enter), so a game list
 * is not fetched per keystroke; everything else applies as soon as it is chosen.
 */
export function LobbyFilters({
  value,
  onValueChange,
  classifies,
  minBets,
  minLineNums,
  resultCount,
  onClear,
  className,
}: LobbyFiltersProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const formatMoney = useFormatMoney();
  const classifyLabelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The draft remembers which applied search it belongs to: when the parent changes the search itself
  // (Clear filters, a link), the draft is dropped without an effect.
  const [draft, setDraft] = useState({ for: value.search, text: value.search });
  const text = draft.for === value.search ? draft.text : value.search;

  // The debounce fires after renders the user caused meanwhile (a chip, a select): it must merge into the
  // newest value, not the one captured when the key was pressed.
  const latestRef = useRef({ value, onValueChange });
  useLayoutEffect(() => {
    latestRef.current = { value, onValueChange };
  });
  useEffect(() => () => clearTimeout(timerRef.current), []);

  const applySearch = (raw: string) => {
    clearTimeout(timerRef.current);
    const search = raw.trim();
    const current = latestRef.current;
    if (search === current.value.search) return;
    // Claim the search about to come back, so the text (with its trailing space) is kept, not reset.
    setDraft((previous) => ({ for: search, text: previous.text }));
    current.onValueChange({ ...current.value, search });
  };

  const clearSearch = () => {
    clearTimeout(timerRef.current);
    setDraft({ for: '', text: '' });
    if (value.search !== '') onValueChange({ ...value, search: '' });
    inputRef.current?.focus();
  };

  const anyOption: SelectOption = { value: '', label: t('lobbyPage.filters.any') };
  const options = (values: readonly number[], label: (n: number) => string): SelectOption[] => [
    anyOption,
    ...values.map((n) => ({ value: String(n), label: label(n) })),
  ];

  const filtered =
    text.trim() !== '' ||
    value.search !== '' ||
    value.gameClassify !== undefined ||
    value.minBet !== undefined ||
    value.minLineNum !== undefined;
  const showClassifies = classifies !== undefined && classifies.length > 0;

  return (
    <div data-slot="lobby-filters" className={cn('@container flex min-w-0 flex-col gap-space-md', className)}>
      <div className="flex flex-wrap items-end gap-space-md">
        <SearchField
          ref={inputRef}
          slot="lobby-filters"
          className="min-w-56 flex-[1_1_16rem]"
          text={text}
          onTextChange={(next) => {
            setDraft({ for: value.search, text: next });
            clearTimeout(timerRef.current);
            timerRef.current = setTimeout(() => applySearch(next), SEARCH_DEBOUNCE_MS);
          }}
          onSubmit={() => applySearch(text)}
          onClear={clearSearch}
        />
        {minBets && minBets.length > 0 && (
          <Select
            className="min-w-36 flex-[1_1_9rem] @md:w-40 @md:flex-none"
            label={t('lobbyPage.filters.minBet')}
            options={options(minBets, formatMoney)}
            value={toOption(value.minBet)}
            onValueChange={(next) => onValueChange({ ...value, minBet: fromOption(next) })}
          />
        )}
        {minLineNums && minLineNums.length > 0 && (
          <Select
            className="min-w-36 flex-[1_1_9rem] @md:w-40 @md:flex-none"
            label={t('lobbyPage.filters.minLineNum')}
            options={options(minLineNums, (n) => formatNumber(n, language))}
            value={toOption(value.minLineNum)}
            onValueChange={(next) => onValueChange({ ...value, minLineNum: fromOption(next) })}
          />
        )}
      </div>

      {showClassifies && (
        <div data-slot="lobby-filters-classify" className="flex min-w-0 flex-col gap-1.5">
          <span id={classifyLabelId} className="text-sm font-semibold text-text">
            {t('lobbyPage.filters.classifyLabel')}
          </span>
          {/* Toggle buttons, not radios: pressing the chosen chip again goes back to All. */}
          <div role="group" aria-labelledby={classifyLabelId} className="flex flex-wrap gap-space-sm">
            <button
              type="button"
              data-slot="lobby-filters-chip"
              aria-pressed={value.gameClassify === undefined}
              className={chipVariants({ pressed: value.gameClassify === undefined })}
              onClick={() => {
                if (value.gameClassify !== undefined) onValueChange({ ...value, gameClassify: undefined });
              }}
            >
              {t('lobbyPage.filters.all')}
            </button>
            {classifies.map((code) => {
              const pressed = value.gameClassify === code;
              return (
                <button
                  key={code}
                  type="button"
                  data-slot="lobby-filters-chip"
                  data-classify={code}
                  aria-pressed={pressed}
                  className={chipVariants({ pressed })}
                  onClick={() => onValueChange({ ...value, gameClassify: pressed ? undefined : code })}
                >
                  {t(CLASSIFY_KEYS[code])}
                </button>
              );
            })}
          </div>
        </div>
      )}

      <div className="flex min-h-8 flex-wrap items-center justify-between gap-space-sm">
        {/* Always in the DOM: a live region only announces changes it was already there for. */}
        <p role="status" data-slot="lobby-filters-count" className="text-sm text-muted">
          {resultCount !== undefined &&
            t('lobbyPage.filters.resultCount', { count: resultCount, total: formatNumber(resultCount, language) })}
        </p>
        {onClear && filtered && (
          <Button
            variant="ghost"
            size="sm"
            data-slot="lobby-filters-clear"
            icon={<X aria-hidden className="size-4" />}
            onClick={() => {
              clearTimeout(timerRef.current);
              setDraft({ for: '', text: '' });
              onClear();
              // The button goes away with the filters; focus would otherwise fall to the page.
              inputRef.current?.focus();
            }}
          >
            {t('lobbyPage.filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
