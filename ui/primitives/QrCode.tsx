import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';

/**
 * The one deliberate exception to "tokens only": scanners need dark modules on a light field in
 * both themes, so the code and its quiet zone are always pure black on pure white.
 */
const QR_DARK = '#000000';
const QR_LIGHT = '#ffffff';

// The encoder loads with the first code drawn, not with the page: the side menu's codes are on every page.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

export type QrCodeProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The encoded text, usually a download URL. */
  value: string;
  /** Side of the code itself in CSS pixels, without the quiet zone. */
  size?: number;
  /** Accessible name, e.g. "Android app download QR code"; defaults to "QR code". */
  label?: string;
  level?: 'L' | 'M' | 'Q' | 'H';
};

export function QrCode({ className, style, value, size = 100, label, level, ...props }: QrCodeProps) {
  const { t } = useTranslation();
  return (
    <span
      data-slot="qr-code"
      role="img"
      aria-label={label ?? t('widgets.qrCode')}
      // The padding is the quiet zone: the code itself is drawn with margin 0, as the spec asks.
      className={cn('inline-block rounded-md border border-border p-space-md', className)}
      style={{ backgroundColor: QR_LIGHT, ...style }}
      {...props}
    >
      {/* Until the encoder arrives, an empty white square of the code's size: nothing moves when it draws. */}
      <Suspense fallback={<span className="block" style={{ width: size, height: size }} />}>
        <QRCodeSVG
          data-slot="qr-code-svg"
          aria-hidden="true"
          className="block"
          value={value}
          size={size}
          marginSize={0}
          level={level}
          fgColor={QR_DARK}
          bgColor={QR_LIGHT}
        />
      </Suspense>
    </span>
  );
}
