import { useEffect } from 'react';

/**
 * The tab's title while a screen is on view, the one before it given back when it goes. Set on the
 * one `<title>` the server wrote in the head: a `<title>` rendered by React would be a second one,
 * which HTML does not allow.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
