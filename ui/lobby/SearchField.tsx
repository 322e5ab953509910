import { cva } from 'class-variance-authority';
import { Search, X } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../primitives/TextField.tsx';

const clearVariants = cva(
  '-me-1.5 inline-flex size-8 items-center justify-center rounded-pill text-muted transition-colors hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&_svg]:size-4',
);

export interface SearchFieldProps {
  ref?: Ref<HTMLInputElement>;
  /** The text as typed (the caller decides when it applies). */
  text: string;
  onTextChange: (text: string) => void;
  /** Enter (not while composing): apply at once. */
  onSubmit: () => void;
  onClear: () => void;
  /** Prefix of the data-slot names, e.g. 'lobby-filters' → lobby-filters-clear-search. */
  slot: string;
  className?: string;
}

/**
 * The game search box of the lobby and the vendor popup: a labelled search landmark, a search icon, and
 * our own × (the browser's is not in every browser and not translatable).
 */
export function SearchField({ ref, text, onTextChange, onSubmit, onClear, slot, className }: SearchFieldProps) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSubmit();
  };
  return (
    <div role="search" data-slot={`${slot}-search`} aria-label={t('lobbyPage.filters.searchLabel')} className={className}>
      <TextField
        ref={ref}
        type="search"
        label={t('lobbyPage.filters.searchLabel')}
        placeholder={t('lobbyPage.filters.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={onKeyDown}
        inputClassName="ps-2 [&::-webkit-search-cancel-button]:appearance-none"
        startAdornment={<Search aria-hidden className="size-4 text-muted" />}
        endAdornment={
          text !== '' && (
            <button
              type="button"
              data-slot={`${slot}-clear-search`}
              aria-label={t('lobbyPage.filters.clearSearch')}
              title={t('lobbyPage.filters.clearSearch')}
              className={clearVariants()}
              onClick={onClear}
            >
              <X aria-hidden />
            </button>
          )
        }
      />
    </div>
  );
}
