/** The cookie banner and the button that opens its settings again: what other screens may use of the cookies feature. */
export { CookieBanner } from './CookieBanner';
export { CookieSettingsButton } from './CookieSettingsButton';
