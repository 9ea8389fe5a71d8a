import { test as setup } from '@playwright/test';
import { DEMO, loginAs, SESSION } from './support';

for (const role of ['owner', 'admin'] as const) {
  setup(`the demo ${role} logs in once for the specs that start logged in`, async ({ page }) => {
    const [username, password] = DEMO[role];
    await loginAs(page, username, password);
    await page.context().storageState({ path: SESSION[role] });
  });
}
