/** The site's frame (header, home link, footer, outside links), shared by the diner's screens. */
export { ExternalLink } from './ExternalLink';
export { HeaderBar } from './HeaderBar';
export { HomeLink } from './HomeLink';
export { PhoneHiddenWord } from './PhoneHiddenWord';
export { bringIntoView } from './scroll-to-section';
export { SignedLinkPage } from './SignedLinkPage';
export { SiteFooter } from './SiteFooter';
