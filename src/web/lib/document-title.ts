import { createContext, useContext, useEffect } from 'react';

/** What the server's page renderer learns of the page while rendering it (decision 017). */
export interface PageHead {
  setTitle(title: string): void;
}

export const PageHeadContext = createContext<PageHead | null>(null);

/**
 * The page's title: set on the document in the browser, and given to the server's page renderer for the
 * `<title>` of the HTML it sends (search engines and link previews read it there).
 */
export function useDocumentTitle(title: string) {
  const head = useContext(PageHeadContext);
  // Rendering on the server: the page's own call comes after its layout's, so the page's title wins.
  if (title.trim()) head?.setTitle(title.trim());
  useEffect(() => {
    if (title.trim()) document.title = title.trim();
  }, [title]);
}
