/**
 * Debian's Chromium and the flags it needs on these machines: without the
 * background-networking flags it keeps dialling Google's hosts, which this network refuses.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'];
