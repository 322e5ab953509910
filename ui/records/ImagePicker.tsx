import { ImagePlus, X } from 'lucide-react';
import { useCallback, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageLocale, parseLanguageCode } from '../i18n/languages.ts';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { Button, IconButton } from '../primitives/Button.tsx';
import { FieldError, FieldHint } from '../primitives/field-parts.tsx';
import {
  DEFAULT_IMAGE_MAX_BYTES,
  DEFAULT_IMAGE_MAX_COUNT,
  DEFAULT_IMAGE_TYPES,
  checkImageFiles,
  formatBytes,
  typeNames,
  type ImageIssue,
} from './image-files.ts';

const EMPTY: readonly File[] = [];

// A key per File object, the same for as long as it lives (two picks of one photo are two Files).
// Idempotent, so calling it while rendering is safe.
const fileKeys = new WeakMap<File, number>();
let nextFileKey = 0;
function fileKey(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = nextFileKey++;
    fileKeys.set(file, key);
  }
  return key;
}

export type ImagePickerProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> & {
  /** The visible label (what the images are for: proof of payment, screenshots). */
  label: string;
  /** Extra help under the label; the allowed types, size and count are always shown. */
  hint?: ReactNode;
  /** The chosen images (controlled). */
  value?: readonly File[];
  /** The first images (uncontrolled). */
  defaultValue?: readonly File[];
  /** Every change of the images: added (after the checks) or removed. */
  onValueChange?: (files: File[]) => void;
  /** As the input's accept attribute (default PNG and JPG, spec section 5). */
  accept?: readonly string[];
  /** Largest file, in bytes (default 5 MB). */
  maxBytes?: number;
  /** Most images (default 3). */
  maxCount?: number;
  /** A translated error from the form (e.g. "add a proof of payment"). */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The file input's name, for a form that posts natively. */
  name?: string;
};

interface Rejection {
  name: string;
  issue: ImageIssue;
}

/**
 * One chosen image: the preview comes from an object URL made when the tile mounts and revoked when it
 * goes (removed, or the picker unmounts), so a long session never holds on to files it let go.
 */
function ImageTile({
  file,
  removeLabel,
  sizeText,
  disabled,
  onRemove,
  removeRef,
}: {
  file: File;
  removeLabel: string;
  sizeText: string;
  disabled: boolean;
  onRemove: () => void;
  removeRef: (node: HTMLButtonElement | null) => void;
}) {
  const previewRef = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return undefined;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <li data-slot="image-picker-item" className="flex w-32 flex-col gap-1 rounded-lg border border-border bg-surface-raised p-1.5">
      <div className="relative">
        <img ref={previewRef} alt={file.name} className="aspect-square w-full rounded-md bg-surface-sunken object-cover" />
        <IconButton
          ref={removeRef}
          data-slot="image-picker-remove"
          label={removeLabel}
          variant="secondary"
          size="sm"
          disabled={disabled}
          className="absolute end-1 top-1 shadow-sm"
          onClick={onRemove}
        >
          <X aria-hidden className="size-4" />
        </IconButton>
      </div>
      <p className="truncate text-xs text-text" title={file.name}>
        {file.name}
      </p>
      <p className="text-xs text-muted tabular-nums">{sizeText}</p>
    </li>
  );
}

/**
 * Picks images to upload (an activity application's screenshots, a withdrawal's proof of payment):
 * a keyboard-reachable Choose button, checks for type, size and count with translated messages,
 * previews with a named remove button each, and focus kept in place as images come and go.
 */
export function ImagePicker({
  label,
  hint,
  value,
  defaultValue = EMPTY,
  onValueChange,
  accept = DEFAULT_IMAGE_TYPES,
  maxBytes = DEFAULT_IMAGE_MAX_BYTES,
  maxCount = DEFAULT_IMAGE_MAX_COUNT,
  error,
  required,
  disabled = false,
  name,
  className,
  ...props
}: ImagePickerProps) {
  const { t, i18n } = useTranslation();
  const locale = languageLocale(parseLanguageCode(i18n.language) ?? 'EN');
  const [files, setFiles] = useControllableState<readonly File[]>(value, defaultValue, (next) => onValueChange?.([...next]));
  const [rejections, setRejections] = useState<readonly Rejection[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const removeButtonsRef = useRef(new Map<File, HTMLButtonElement>());
  const labelId = useId();
  const hintId = useId();
  const problemsId = useId();
  const errorId = useId();

  const full = files.length >= maxCount;
  const types = typeNames(accept);
  const maxSize = formatBytes(maxBytes, locale);

  const add = (chosen: readonly File[]) => {
    const { accepted, rejected } = checkImageFiles(chosen, { accept, maxBytes, maxCount, existing: files.length });
    setRejections(rejected.map(({ file, issue }) => ({ name: file.name, issue })));
    if (accepted.length > 0) setFiles([...files, ...accepted]);
  };

  const remove = (file: File) => {
    const index = files.indexOf(file);
    const next = files.filter((candidate) => candidate !== file);
    setRejections([]);
    setFiles(next);
    // Focus the remove button now in its place (or the one before), else the Choose button.
    const neighbour = next[Math.min(index, next.length - 1)];
    const target = (neighbour && removeButtonsRef.current.get(neighbour)) ?? chooseRef.current;
    requestAnimationFrame(() => target?.focus());
  };

  const problem = ({ name: fileName, issue }: Rejection) => {
    switch (issue) {
      case 'type':
        return t('records.images.errors.type', { name: fileName, types });
      case 'size':
        return t('records.images.errors.size', { name: fileName, size: maxSize });
      case 'count':
        return t('records.images.errors.count', { name: fileName, count: maxCount });
    }
  };

  const hasError = error != null && error !== false && error !== '';
  const describedBy = [hintId, rejections.length > 0 && problemsId, hasError && errorId].filter(Boolean).join(' ');

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      data-slot="image-picker"
      data-invalid={hasError || undefined}
      className={cn('flex min-w-0 flex-col gap-space-sm', className)}
      {...props}
    >
      <span id={labelId} className="text-sm font-semibold text-text">
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger">
            {' *'}
          </span>
        )}
      </span>
      <FieldHint id={hintId}>
        {hint && <>{hint} </>}
        {t('records.images.rules', { types, size: maxSize, count: maxCount })}
      </FieldHint>

      <input
        ref={inputRef}
        type="file"
        name={name}
        multiple={maxCount > 1}
        accept={accept.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={(event) => {
          add([...(event.target.files ?? [])]);
          // Cleared, so choosing the same file again (after removing it) is seen as a change.
          event.target.value = '';
        }}
      />

      <div className="flex flex-wrap items-center gap-space-sm">
        <Button
          ref={chooseRef}
          data-slot="image-picker-choose"
          variant="secondary"
          icon={<ImagePlus aria-hidden className="size-4" />}
          disabled={disabled}
          // aria-disabled when full: the button keeps focus (it just received it back from the file dialog).
          aria-disabled={full || undefined}
          aria-describedby={describedBy}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          onClick={() => {
            if (!full) inputRef.current?.click();
          }}
        >
          {t('records.images.choose')}
        </Button>
        <span data-slot="image-picker-count" aria-live="polite" className="text-sm text-muted tabular-nums">
          {t('records.images.count', { count: files.length, max: maxCount })}
        </span>
      </div>

      <div id={problemsId} role="alert" data-slot="image-picker-problems" className="flex flex-col gap-1 empty:hidden">
        {rejections.map((rejection, index) => (
          // eslint-disable-next-line @eslint-react/no-array-index-key -- the same file name may be refused twice in one pick
          <FieldError key={`${rejection.name}:${index}`}>{problem(rejection)}</FieldError>
        ))}
      </div>
      {hasError && <FieldError id={errorId}>{error}</FieldError>}

      {files.length > 0 && (
        // role="list": Safari drops the role of a list styled without markers.
        // eslint-disable-next-line jsx-a11y/no-redundant-roles
        <ul role="list" aria-label={t('records.images.list')} data-slot="image-picker-list" className="flex flex-wrap gap-space-sm">
          {files.map((file) => (
            <ImageTile
              key={fileKey(file)}
              file={file}
              disabled={disabled}
              removeLabel={t('records.images.remove', { name: file.name })}
              sizeText={formatBytes(file.size, locale)}
              onRemove={() => remove(file)}
              removeRef={(node) => {
                if (node) removeButtonsRef.current.set(file, node);
                else removeButtonsRef.current.delete(file);
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
