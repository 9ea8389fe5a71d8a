import { messages } from '@depot/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { runFarmDevice } from '../tools/simulator/src/farm-device';
import { SESSION } from './support';

// The demo farm's pump, played by the simulator's farm device on the e2e server's broker.
const PUMP = 'depot1-farm-pump';
const playPump = (delayMs: number) =>
  runFarmDevice({
    url: process.env.E2E_MQTT_URL ?? '',
    actuators: [PUMP],
    key: 'demo-key',
    failureRate: 0,
    delayMs: [delayMs, delayMs],
  });

/** A click on the switch where a user clicks it: its track covers the (hidden) input. */
const flip = (toggle: Locator) => toggle.click({ force: true });

const pumpSwitch = (page: Page) => page.getByRole('switch', { name: /^Pompa Air:/ });

test.describe('owner', () => {
  test.use({ storageState: SESSION.owner });

  test('the pump is shown on only once its device confirms; a silent device times out', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Smart Farming' }).click();
    await expect(page).toHaveURL(/\/dashboard\/smart-farming$/);
    await expect(page.getByRole('heading', { name: messages.farming.sensors })).toBeVisible();
    await expect(page.getByLabel('Kelembapan Tanah Blok A')).toBeVisible();
    const pump = pumpSwitch(page);
    await expect(pump).toHaveAccessibleName(`Pompa Air: ${messages.farming.off}`);

    const device = await playPump(1500);
    try {
      await flip(pump);
      // Sent, not yet confirmed: waiting, and still off.
      await expect(page.getByText(messages.farming.pending, { exact: true })).toBeVisible();
      await expect(pump).toHaveAccessibleName(`Pompa Air: ${messages.farming.off}`);
      await expect(pump).not.toBeChecked();
      await expect(pump).toHaveAccessibleName(`Pompa Air: ${messages.farming.on}`);
      await expect(pump).toBeChecked();
      await expect(
        page.getByText(messages.farming.confirmed('TURN_ON', 'Pompa Air', messages.farming.on)),
      ).toBeVisible();
    } finally {
      await device.stop();
    }

    // Nobody answers now: after 10 s the command times out and the pump stays on.
    await flip(pump);
    await expect(page.getByText(messages.farming.pending, { exact: true })).toBeVisible();
    await expect(page.getByText(messages.farming.timeout('TURN_OFF', 'Pompa Air', 10))).toBeVisible(
      { timeout: 20_000 },
    );
    await expect(pump).toHaveAccessibleName(`Pompa Air: ${messages.farming.on}`);
    const log = page.getByRole('table', { name: messages.farming.log });
    await expect(log.getByRole('row').nth(1)).toContainText(messages.farming.logged.TURN_OFF);
    await expect(log.getByRole('row').nth(1)).toContainText(messages.farming.results.timeout);
    await expect(log.getByRole('row').nth(2)).toContainText(messages.farming.results.confirmed);

    // Other specs share the demo: switch it off again, confirmed by the device.
    const again = await playPump(0);
    try {
      await flip(pump);
      await expect(pump).toHaveAccessibleName(`Pompa Air: ${messages.farming.off}`);
    } finally {
      await again.stop();
    }
  });
});

test.describe('super admin', () => {
  test.use({ storageState: SESSION.admin });

  test('picks depot1 and sees its farm', async ({ page }) => {
    await page.goto('/admin/register');
    await page.getByRole('link', { name: 'smart-farming' }).click();
    await expect(page).toHaveURL(/\/admin\/smart-farming$/);
    const picker = page.getByRole('combobox', { name: messages.farming.pickAccount });
    await picker.fill('depot1');
    await page.getByRole('option', { name: /^depot1 –/ }).click();
    await expect(page.getByRole('heading', { name: messages.farming.actuators })).toBeVisible();
    await expect(pumpSwitch(page)).toBeVisible();
    await expect(page.getByRole('switch', { name: /^Pengabut:/ })).toBeVisible();
    await expect(page.getByLabel('Suhu Kebun')).toBeVisible();
  });
});
