import { cva } from 'class-variance-authority';
import { ArrowLeft, Gift } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button } from '../primitives/Button.tsx';
import { Carousel } from '../primitives/Carousel.tsx';
import { Image } from '../primitives/Image.tsx';

/** Spec section 9: the registration carousel rotates every 5000 ms. */
export const REGISTER_CAROUSEL_AUTOPLAY_MS = 5000;

export interface RegisterPromotion {
  id: string;
  title: string;
  imageSrc?: string;
}

export interface RegisterScreenProps {
  logo?: ReactNode;
  /** Already formatted in the brand's currency, e.g. "₫1,000" (spec section 2: the 1000VND mention). */
  bonusAmount: string;
  /** The new_player promotions; the carousel is hidden when there are none. */
  promotions: readonly RegisterPromotion[];
  onPromotionClick?: (id: string) => void;
  /** "Back to home" (to /). */
  onBack: () => void;
  /** Rotation of the promotions (on by default; stories turn it off for stable screenshots). */
  autoplay?: boolean;
  /** The RegisterForm. */
  children: ReactNode;
}

// An inset ring: the slide clips anything drawn outside it.
const slideVariants = cva('flex size-full min-h-0 flex-col overflow-hidden bg-brand-soft text-start text-text');
const slideButtonVariants = cva(
  'cursor-pointer transition-[filter] hover:brightness-105 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-focus',
);

function PromotionSlide({ promotion }: { promotion: RegisterPromotion }) {
  return (
    <>
      {promotion.imageSrc ? (
        <Image src={promotion.imageSrc} alt="" draggable={false} className="block min-h-0 w-full flex-1 object-cover" />
      ) : (
        <span className="flex min-h-0 flex-1 items-center justify-center text-brand">
          <Gift aria-hidden className="size-10" />
        </span>
      )}
      <span className="bg-surface-raised px-space-md py-space-sm text-sm font-semibold">{promotion.title}</span>
    </>
  );
}

/**
 * The /register page (spec section 2): a header with the way back and the logo, the title with the
 * sign-up bonus, the new-player promotions and the registration form.
 */
export function RegisterScreen({
  logo,
  bonusAmount,
  promotions,
  onPromotionClick,
  onBack,
  autoplay = true,
  children,
}: RegisterScreenProps) {
  const { t } = useTranslation();
  return (
    <div data-slot="register-screen" className="mx-auto flex w-full max-w-md flex-col gap-space-lg px-space-md py-space-md">
      <header className="grid grid-cols-[1fr_auto_1fr] items-center gap-space-sm">
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          icon={<ArrowLeft aria-hidden className="size-4" />}
          onClick={onBack}
        >
          {t('register.back')}
        </Button>
        {logo ? <div className="flex items-center justify-center">{logo}</div> : <span />}
      </header>

      <div className="flex flex-col gap-space-xs text-center">
        <h1 className="text-2xl font-semibold text-text">{t('register.title')}</h1>
        <p data-slot="register-bonus" className="text-base text-muted">
          {t('register.bonus', { amount: bonusAmount })}
        </p>
      </div>

      {promotions.length > 0 && (
        <Carousel
          label={t('register.promotions')}
          aspectRatio="5 / 2"
          autoplay={autoplay}
          autoplayMs={REGISTER_CAROUSEL_AUTOPLAY_MS}
          items={promotions.map((promotion) => ({
            id: promotion.id,
            content: onPromotionClick ? (
              <button
                type="button"
                data-slot="register-promotion"
                className={cn(slideVariants(), slideButtonVariants())}
                onClick={() => onPromotionClick(promotion.id)}
              >
                <PromotionSlide promotion={promotion} />
              </button>
            ) : (
              <div data-slot="register-promotion" className={slideVariants()}>
                <PromotionSlide promotion={promotion} />
              </div>
            ),
          }))}
        />
      )}

      {children}
    </div>
  );
}
