import { ARTICLE_PAGES } from '@depot/contract';
import { expect, test } from '@playwright/test';

/** Words as a reader counts them: runs of text holding at least one letter or digit. */
const countWords = (text: string) =>
  text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

for (const meta of ARTICLE_PAGES) {
  test.describe(`the article ${meta.path}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(meta.path);
    });

    test('has its title as the heading and the document title', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(meta.title);
      await expect(page).toHaveTitle(meta.title);
    });

    test('tells search engines and link previews its own title and description', async ({
      page,
      request,
    }) => {
      // Crawlers read the HTML as served, before any script runs.
      const html = await (await request.get(meta.path)).text();
      expect(html).toContain(`<title>${meta.title}</title>`);
      expect(html).toContain(`<meta property="og:description" content="${meta.description}" />`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(meta.title);
      const description = page.locator('head meta[name="description"]');
      await expect(description).toHaveCount(1);
      await expect(description).toHaveAttribute('content', meta.description);
    });

    test('is a real article: at least 600 words and a labelled illustration', async ({ page }) => {
      const article = page.locator('article');
      await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
      expect(countWords(await article.innerText())).toBeGreaterThanOrEqual(600);
      const illustration = article.locator('svg[aria-label]').first();
      await expect(illustration).toBeVisible();
      expect((await illustration.getAttribute('aria-label'))?.trim()).toBeTruthy();
    });

    test('ends with a way to register and links to the other articles', async ({ page }) => {
      for (const other of ARTICLE_PAGES.filter((p) => p.path !== meta.path)) {
        await expect(page.getByRole('link', { name: other.title, exact: true })).toHaveAttribute(
          'href',
          other.path,
        );
      }
      const register = page.getByRole('link', { name: 'Daftarkan Depot Anda', exact: true });
      await expect(register).toHaveAttribute('href', '/register');
      await register.click();
      await expect(page).toHaveURL(/\/register$/);
    });
  });
}
