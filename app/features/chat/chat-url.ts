/**
 * The one check the platform's chat address passes before it goes into the chat iframe
 * (security-and-reliability.md section 3). ChatWindow's frame gets allow-scripts with
 * allow-same-origin, which is safe only while the chat lives on another origin than the app (content
 * of the app's own origin could lift its sandbox): only an http(s) address (safeHttpUrl) on another
 * origin is loaded.
 */
import { safeHttpUrl } from '@ui/lib/url.ts';

/** The address to load, or undefined when it must not be loaded. `appOrigin` is `location.origin`. */
export function safeChatUrl(raw: string | undefined, appOrigin: string): string | undefined {
  const url = safeHttpUrl(raw);
  if (!url || new URL(url).origin === appOrigin) return undefined;
  return url;
}
