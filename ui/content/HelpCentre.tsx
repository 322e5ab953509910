import { cva } from 'class-variance-authority';
import { ChevronDown, CircleHelp, Search, SearchX, X } from 'lucide-react';
import { useId, type ComponentProps, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/format.ts';
import { cn } from '../lib/cn.ts';
import { Button, IconButton } from '../primitives/Button.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { Image } from '../primitives/Image.tsx';
import { LoadingRegion } from '../primitives/LoadingRegion.tsx';
import { SafeHtml } from '../primitives/SafeHtml.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/Tabs.tsx';
import { TextField } from '../primitives/TextField.tsx';
import { EmptyState } from '../primitives/EmptyState.tsx';
import { richTextClass } from './content-parts.tsx';
import { useControllableState } from '../lib/use-controllable-state.ts';

/** A help article as the help-centre call sends it; `content` is untrusted HTML. */
export interface HelpArticleView {
  id: number;
  title: string;
  content: string;
  /** Epoch milliseconds of the last edit. */
  updateTime?: number | null;
}

export interface HelpCategoryView {
  id: number;
  /** A slug (GETTING_STARTED); it selects the category and ends up in element ids. */
  code: string;
  title: string;
  /** A small square icon (URL or data: URI); decorative. */
  icon?: string | null;
  articles: readonly HelpArticleView[];
}

export type HelpCentreProps = Omit<ComponentProps<'section'>, 'children' | 'defaultValue'> & {
  categories?: readonly HelpCategoryView[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The selected category's `code` (controlled); an unknown code shows the first category. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (code: string) => void;
  /** Ids of the open articles (controlled). */
  openArticles?: readonly number[];
  defaultOpenArticles?: readonly number[];
  onOpenArticlesChange?: (ids: number[]) => void;
  /** Several articles may be open at once; by default opening one closes the other. */
  multiple?: boolean;
  /** The search text (controlled); a non-empty query searches the titles of every category. */
  query?: string;
  defaultQuery?: string;
  onQueryChange?: (query: string) => void;
  /** IANA zone for the "updated" dates; the browser's when omitted. */
  timeZone?: string;
};

/** Lower-case and without Vietnamese diacritics, so "rut tien" finds "Rút tiền". */
export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replaceAll('đ', 'd')
    .trim();
}

const rootVariants = cva('@container flex min-w-0 flex-col gap-space-md');
const tabsVariants = cva('@2xl:grid @2xl:grid-cols-[13rem_minmax(0,1fr)] @2xl:items-start @2xl:gap-space-lg');
// The pill list becomes a side list on wide containers (long titles wrap there); triggers grow to touch size (40 px).
const categoryListVariants = cva('@2xl:w-full @2xl:flex-col @2xl:rounded-lg');
const categoryTriggerVariants = cva(
  'h-10 gap-space-sm @2xl:h-auto @2xl:min-h-10 @2xl:w-full @2xl:justify-start @2xl:rounded-md @2xl:py-space-xs @2xl:text-start @2xl:whitespace-normal',
);
const accordionVariants = cva('flex flex-col divide-y divide-border overflow-hidden rounded-lg border border-border bg-surface');
const articleTriggerVariants = cva(
  'group flex min-h-12 w-full items-center gap-space-sm px-space-md py-space-sm text-start font-semibold text-text transition-colors hover:bg-surface-raised focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus data-[state=open]:bg-surface-raised',
);
const articleBodyVariants = cva('border-t border-border px-space-md py-space-sm');

export function HelpCentre({
  className,
  categories,
  loading = false,
  error = false,
  onRetry,
  value,
  defaultValue,
  onValueChange,
  openArticles,
  defaultOpenArticles = [],
  onOpenArticlesChange,
  multiple = false,
  query,
  defaultQuery = '',
  onQueryChange,
  timeZone,
  ...props
}: HelpCentreProps) {
  const { t } = useTranslation();
  const list = categories ?? [];
  const [selected, setSelected] = useControllableState(value, defaultValue ?? '', onValueChange);
  const [open, setOpen] = useControllableState<readonly number[]>(
    openArticles,
    defaultOpenArticles,
    onOpenArticlesChange && ((ids) => onOpenArticlesChange([...ids])),
  );
  const [text, setText] = useControllableState(query, defaultQuery, onQueryChange);

  const state = error ? 'error' : list.length > 0 ? 'ready' : loading ? 'loading' : 'empty';
  // Categories can arrive after the first render, or change language: fall back to the first one.
  const current = list.some((category) => category.code === selected) ? selected : (list[0]?.code ?? '');
  const needle = searchKey(text);
  const results = needle
    ? list.flatMap((category) =>
        category.articles
          .filter((article) => searchKey(article.title).includes(needle))
          .map((article) => ({ article, category: category.title })),
      )
    : [];

  const toggle = (id: number) => {
    if (open.includes(id)) setOpen(open.filter((openId) => openId !== id));
    else setOpen(multiple ? [...open, id] : [id]);
  };

  return (
    <section data-slot="help-centre" data-state={state} className={cn(rootVariants(), className)} {...props}>
      {state === 'error' && <ErrorPanel onRetry={onRetry} retrying={loading} />}
      {state === 'loading' && <HelpCentreSkeleton />}
      {state === 'empty' && <EmptyState icon={<CircleHelp aria-hidden />} title={t('content.help.empty')} />}
      {state === 'ready' && (
        <>
          <div role="search" aria-label={t('content.help.search')} className="w-full @2xl:max-w-md">
            <TextField
              type="search"
              label={<span className="sr-only">{t('content.help.search')}</span>}
              placeholder={t('content.help.searchPlaceholder')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                // Escape clears the search first; only an empty box lets it reach an enclosing popup.
                if (event.key === 'Escape' && text) {
                  event.preventDefault();
                  event.stopPropagation();
                  setText('');
                }
              }}
              autoComplete="off"
              startAdornment={<Search aria-hidden className="size-4 text-muted" />}
              endAdornment={
                text && (
                  <IconButton size="sm" label={t('content.help.clearSearch')} onClick={() => setText('')}>
                    <X aria-hidden className="size-4" />
                  </IconButton>
                )
              }
              // Our own clear button replaces Chromium's, which has no accessible name.
              inputClassName="[&::-webkit-search-cancel-button]:appearance-none"
            />
          </div>
          <p role="status" className={cn('text-sm text-muted', !needle && 'sr-only')}>
            {needle && results.length > 0 ? t('content.help.resultCount', { count: results.length, query: text.trim() }) : ''}
          </p>
          {needle ? (
            results.length > 0 ? (
              <ArticleAccordion items={results} open={open} onToggle={toggle} timeZone={timeZone} />
            ) : (
              <EmptyState
                icon={<SearchX aria-hidden />}
                title={t('content.help.noResults', { query: text.trim() })}
                hint={t('content.help.noResultsHint')}
                action={
                  <Button variant="secondary" onClick={() => setText('')}>
                    {t('content.help.browseTopics')}
                  </Button>
                }
              />
            )
          ) : (
            <Tabs value={current} onValueChange={setSelected} className={tabsVariants()}>
              <TabsList
                variant="pill"
                aria-label={t('content.help.categories')}
                className={categoryListVariants()}
                onKeyDown={moveInColumn}
              >
                {list.map((category) => (
                  <TabsTrigger key={category.code} value={category.code} className={categoryTriggerVariants()}>
                    {category.icon && (
                      <Image src={category.icon} alt="" width={20} height={20} loading="eager" className="size-5 shrink-0 rounded-sm" />
                    )}
                    <span className="min-w-0">{category.title}</span>
                  </TabsTrigger>
                ))}
              </TabsList>
              {list.map((category) => (
                <TabsContent key={category.code} value={category.code} className="min-w-0">
                  {/* The tab names the panel visually; the heading gives the articles (h3) their place in the outline. */}
                  <h2 className="sr-only">{category.title}</h2>
                  {category.articles.length > 0 ? (
                    <ArticleAccordion
                      items={category.articles.map((article) => ({ article }))}
                      open={open}
                      onToggle={toggle}
                      timeZone={timeZone}
                    />
                  ) : (
                    <EmptyState icon={<CircleHelp aria-hidden />} title={t('content.help.emptyCategory')} />
                  )}
                </TabsContent>
              ))}
            </Tabs>
          )}
        </>
      )}
    </section>
  );
}

/**
 * Radix moves along the row with Left/Right; when the list is laid out as a side column, Up/Down
 * move too (focusing a tab selects it, as with Radix's own keys).
 */
function moveInColumn(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const list = event.currentTarget;
  if (getComputedStyle(list).flexDirection !== 'column') return;
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])')];
  const index = tabs.indexOf(event.target as HTMLElement);
  if (index === -1) return;
  event.preventDefault();
  tabs[(index + (event.key === 'ArrowDown' ? 1 : -1) + tabs.length) % tabs.length]?.focus();
}

interface AccordionItem {
  article: HelpArticleView;
  /** Shown above the title in search results, where articles of several categories mix. */
  category?: string;
}

function ArticleAccordion({
  items,
  open,
  onToggle,
  timeZone,
}: {
  items: readonly AccordionItem[];
  open: readonly number[];
  onToggle: (id: number) => void;
  timeZone?: string;
}) {
  return (
    <ul data-slot="help-articles" className={accordionVariants()}>
      {items.map(({ article, category }) => (
        <ArticleItem
          key={article.id}
          article={article}
          category={category}
          open={open.includes(article.id)}
          onToggle={onToggle}
          timeZone={timeZone}
        />
      ))}
    </ul>
  );
}

function ArticleItem({
  article,
  category,
  open,
  onToggle,
  timeZone,
}: AccordionItem & { open: boolean; onToggle: (id: number) => void; timeZone?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const panelId = `${id}-panel`;
  const titleId = `${id}-title`;
  const state = open ? 'open' : 'closed';
  return (
    <li data-slot="help-article" data-state={state}>
      <h3 className="text-base">
        <button
          type="button"
          data-state={state}
          aria-expanded={open}
          aria-controls={panelId}
          className={articleTriggerVariants()}
          onClick={() => onToggle(article.id)}
        >
          <span className="flex min-w-0 flex-1 flex-col gap-space-2xs">
            <span id={titleId}>{article.title}</span>
            {category && <span className="text-xs font-normal text-muted">{category}</span>}
          </span>
          <ChevronDown aria-hidden className="size-5 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180" />
        </button>
      </h3>
      {/* The region stays in the DOM so aria-controls always resolves; its HTML is sanitised only once opened. It is named by the title alone. */}
      <div
        id={panelId}
        role="region"
        aria-labelledby={titleId}
        hidden={!open}
        data-slot="help-article-body"
        className={articleBodyVariants()}
      >
        {open && (
          <>
            <SafeHtml html={article.content} className={richTextClass} />
            {article.updateTime != null && (
              <p className="mt-space-sm text-xs text-muted">
                {t('content.help.updated', { date: formatDateTime(article.updateTime, { timeZone }) })}
              </p>
            )}
          </>
        )}
      </div>
    </li>
  );
}

function HelpCentreSkeleton() {
  return (
    <LoadingRegion className="flex flex-col gap-space-md">
      <Skeleton className="h-10 w-full @2xl:max-w-md" />
      <div className="flex flex-col gap-space-md @2xl:grid @2xl:grid-cols-[13rem_minmax(0,1fr)] @2xl:gap-space-lg">
        <div className="flex gap-space-xs overflow-hidden @2xl:flex-col">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-28 shrink-0 rounded-pill @2xl:w-full @2xl:rounded-md" />
          ))}
        </div>
        <div className="flex flex-col gap-space-xs">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-12" />
          ))}
        </div>
      </div>
    </LoadingRegion>
  );
}
