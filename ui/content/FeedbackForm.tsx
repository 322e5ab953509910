import { CircleCheck } from 'lucide-react';
import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button } from '../primitives/Button.tsx';
import { Card } from '../primitives/Card.tsx';
import { FieldError, FieldHint, FieldLabel, FieldRoot, fieldControlVariants } from '../primitives/field-parts.tsx';
import { Select } from '../primitives/Select.tsx';
import { TextField } from '../primitives/TextField.tsx';

/** The support question types of spec section 3, in the spec's order. */
export const FEEDBACK_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'GAME', 'CUSTOMER_SERVICE', 'APPLICATION', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

const TYPE_KEYS = {
  DEPOSIT: 'feedback.types.DEPOSIT',
  WITHDRAWAL: 'feedback.types.WITHDRAWAL',
  GAME: 'feedback.types.GAME',
  CUSTOMER_SERVICE: 'feedback.types.CUSTOMER_SERVICE',
  APPLICATION: 'feedback.types.APPLICATION',
  OTHER: 'feedback.types.OTHER',
} as const satisfies Record<FeedbackType, string>;

/**
 * Words in a text, as the platform counts them for "between {0} and {1} words" (spec section 5): runs
 * between spaces holding a letter or digit (a Vietnamese syllable is one). The same rule as the
 * contract's countWords; ui/ may not import the app.
 */
export const countFeedbackWords = (text: string) => text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

export interface FeedbackValues {
  questionType: FeedbackType;
  content: string;
  /** Visitors only: how to reach them. */
  contact?: string;
}

export type FeedbackFormProps = Omit<ComponentProps<'div'>, 'onSubmit' | 'children'> & {
  /** Fewest and most words the content may have. */
  wordsMin: number;
  wordsMax: number;
  /** A visitor is asked how to reach them (a member is known by the session). */
  askContact?: boolean;
  /** The request is in flight: the button is busy and a second submit does nothing. */
  submitting?: boolean;
  /** Why the platform refused, in words; what was typed is kept. */
  refusal?: string | null;
  /** The feedback was received: the thank-you shows. */
  sent?: boolean;
  onSubmit: (values: FeedbackValues) => void;
  /** Back to an empty form after the thank-you. */
  onWriteAnother?: () => void;
};

type Issues = Partial<Record<'questionType' | 'content', string>>;

/**
 * Feedback (spec sections 3 and 5): one of the six question types and the content, counted in words
 * against the platform's bounds ("content cannot be empty"; "between {0} and {1} words"), with a live
 * word count; a visitor may leave a contact. A refusal keeps what was typed; once sent, a thank-you.
 */
export function FeedbackForm({
  wordsMin,
  wordsMax,
  askContact = false,
  submitting = false,
  refusal,
  sent = false,
  onSubmit,
  onWriteAnother,
  className,
  ...props
}: FeedbackFormProps) {
  const { t } = useTranslation();
  const [questionType, setQuestionType] = useState<FeedbackType | ''>('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [issues, setIssues] = useState<Issues>({});
  const contentId = useId();
  const counterId = useId();
  const errorId = useId();
  const words = countFeedbackWords(content);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Issues = {};
    if (questionType === '') found.questionType = t('feedback.errors.typeRequired');
    if (content.trim() === '') found.content = t('feedback.errors.empty');
    else if (words < wordsMin || words > wordsMax) found.content = t('feedback.errors.words', { min: wordsMin, max: wordsMax });
    setIssues(found);
    if (Object.keys(found).length > 0 || questionType === '') return;
    onSubmit({ questionType, content: content.trim(), ...(askContact && contact.trim() !== '' ? { contact: contact.trim() } : {}) });
  };

  if (sent) {
    return (
      <Card data-slot="feedback-thanks" className={cn('flex flex-col items-start gap-space-md p-space-lg', className)} {...props}>
        <p role="status" className="flex items-start gap-space-sm text-text">
          <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-success" />
          <span className="flex flex-col gap-1">
            <span className="text-lg font-semibold">{t('feedback.thanksTitle')}</span>
            <span className="text-sm text-muted">{t('feedback.thanks')}</span>
          </span>
        </p>
        {onWriteAnother && (
          <Button variant="secondary" onClick={onWriteAnother}>
            {t('feedback.writeAnother')}
          </Button>
        )}
      </Card>
    );
  }

  const contentError = issues.content;
  return (
    <Card data-slot="feedback-form" className={cn('p-space-lg', className)} {...props}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-space-md">
        <Select
          label={t('feedback.type')}
          required
          options={[
            { value: '', label: t('feedback.typePlaceholder'), disabled: true },
            ...FEEDBACK_TYPES.map((type) => ({ value: type, label: t(TYPE_KEYS[type]) })),
          ]}
          value={questionType}
          disabled={submitting}
          error={issues.questionType}
          onValueChange={(next) => {
            setQuestionType(next as FeedbackType);
            setIssues(({ questionType: _dropped, ...rest }) => rest);
          }}
        />
        <FieldRoot>
          <FieldLabel htmlFor={contentId}>
            {t('feedback.content')}
            <span aria-hidden="true" className="text-danger">
              {' *'}
            </span>
          </FieldLabel>
          <textarea
            id={contentId}
            name="content"
            rows={6}
            required
            value={content}
            disabled={submitting}
            aria-invalid={contentError ? true : undefined}
            aria-describedby={[counterId, contentError && errorId].filter(Boolean).join(' ')}
            placeholder={t('feedback.contentPlaceholder')}
            className={cn(
              fieldControlVariants({ invalid: Boolean(contentError), disabled: submitting }),
              'h-auto min-h-32 resize-y px-3 py-2',
            )}
            onChange={(event) => {
              setContent(event.target.value);
              setIssues(({ content: _dropped, ...rest }) => rest);
            }}
          />
          <FieldHint
            id={counterId}
            data-slot="feedback-counter"
            className={cn('tabular-nums', (words > wordsMax || (words > 0 && words < wordsMin)) && 'text-danger')}
          >
            {t('feedback.counter', { count: words, min: wordsMin, max: wordsMax })}
          </FieldHint>
          {contentError && <FieldError id={errorId}>{contentError}</FieldError>}
        </FieldRoot>
        {askContact && (
          <TextField
            label={t('feedback.contact')}
            hint={t('feedback.contactHint')}
            name="contact"
            autoComplete="email"
            maxLength={100}
            value={contact}
            disabled={submitting}
            onChange={(event) => setContact(event.target.value)}
          />
        )}
        {refusal && (
          <p role="alert" data-slot="feedback-refusal" className="text-sm text-danger">
            {refusal}
          </p>
        )}
        <Button type="submit" loading={submitting} className="self-start">
          {t('feedback.submit')}
        </Button>
      </form>
    </Card>
  );
}
