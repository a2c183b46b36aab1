import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrandKit, BrandKitInput } from '@cena/contracts';
import { rgbPng } from '../server/test/support/png';
import { type Account, accountWithRole, adminShot, api, signInToAdmin } from './support/admin';
import { withPage } from './support/browser';
import { baseUrl } from './support/env';

// Moderation of a brand kit: an admin opens a customer's page, sees their kit read-only (logo,
// colours, contacts) and removes a logo that breaks the rules, with a reason. The kit loses its
// logo, the audit log says who did it and why.

const TIMEOUT = { timeout: 240_000 };
const REASON = 'Logotipo usa a marca registrada de outra empresa';
const KIT: BrandKitInput = {
  businessName: 'Doceria Flor de Lis',
  whatsapp: '(11) 98765-4321',
  phone: null,
  instagram: '@doceriaflordelis',
  address: 'Rua das Flores, 120 - Centro',
  hours: 'Seg a sáb, 9h às 19h',
  website: null,
  colors: ['#6a1b9a', '#f9a825'],
};

/** A 160×80 logo in the kit's two colours: purple on the left, amber on the right. */
function twoColourLogo(width = 160, height = 80): Buffer {
  const lines: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const line = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      line.set(x < width / 2 ? [0x6a, 0x1b, 0x9a] : [0xf9, 0xa8, 0x25], 1 + x * 3);
    }
    lines.push(line);
  }
  return rgbPng(width, height, Buffer.concat(lines));
}

/** The customer's own kit, saved through the api as their 'Minha marca' screen saves it. */
async function saveKitWithLogo(customer: Account): Promise<void> {
  const saved = await api<BrandKit>(customer, '/api/brand-kit', { method: 'PUT', body: KIT });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const form = new FormData();
  form.append(
    'logo',
    new Blob([new Uint8Array(twoColourLogo())], { type: 'image/png' }),
    'logo.png',
  );
  const uploaded = await fetch(new URL('/api/brand-kit/logo', baseUrl()), {
    method: 'PUT',
    headers: { authorization: `Bearer ${customer.idToken}` },
    body: form,
  });
  assert.equal(uploaded.status, 200, await uploaded.text());
}

test(
  "an admin sees a customer's brand kit and removes its logo with a reason: the kit loses it and the audit log says why",
  TIMEOUT,
  async (t) => {
    const customer = await accountWithRole('user', 'Lis Doceira');
    await saveKitWithLogo(customer);

    const admin = await accountWithRole('admin', 'Paulo Admin');
    await withPage(t, {}, async ({ page }) => {
      await signInToAdmin(page, admin.email);
      await page.getByRole('heading', { name: 'Painel' }).first().waitFor();
      await page.goto(`/admin/users/${customer.id}/show`);
      await page.getByRole('tab', { name: 'Marca' }).click();
      await page.getByRole('tab', { name: 'Marca', selected: true }).waitFor();

      // Read-only: the logo (drawn), both colours as swatches with their hex, every contact.
      const kit = page.getByTestId('brand-kit');
      const logo = kit.getByRole('img', { name: 'Logotipo do cliente' });
      await logo.waitFor();
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('[data-testid="brand-kit"] img');
        return image !== null && image.complete && image.naturalWidth === 160;
      });
      await kit.getByText('PNG · 160 × 80 px').waitFor();
      for (const color of KIT.colors) await kit.getByText(color, { exact: true }).waitFor();
      const swatches = await kit
        .getByTestId('brand-color')
        .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).backgroundColor));
      assert.deepEqual(swatches, ['rgb(106, 27, 154)', 'rgb(249, 168, 37)']);
      for (const value of [
        'Doceria Flor de Lis',
        '(11) 98765-4321',
        '@doceriaflordelis',
        'Rua das Flores, 120 - Centro',
        'Seg a sáb, 9h às 19h',
      ]) {
        await kit.getByText(value, { exact: true }).waitFor();
      }
      await kit.getByText('Nome do negócio').waitFor();
      assert.equal(await kit.getByRole('textbox').count(), 0, 'nothing in the kit is editable');
      await adminShot(page, 'user-brand-kit');

      // The reason is required: an empty one is refused before any request.
      await kit.getByRole('button', { name: 'Remover logotipo' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`Remover o logotipo de ${customer.email}?`).waitFor();
      await dialog.getByRole('button', { name: 'Remover', exact: true }).click();
      await dialog.getByText('Obrigatório', { exact: true }).waitFor();
      await dialog.getByLabel('Motivo').fill(REASON);
      await adminShot(page, 'user-brand-kit-remove-logo');
      await dialog.getByRole('button', { name: 'Remover', exact: true }).click();
      await page.getByText('Logotipo removido. O cliente foi avisado por e-mail.').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      // The kit without its logo; colours and contacts stay.
      await kit.getByText('Sem logotipo').waitFor();
      assert.equal(await kit.getByRole('img').count(), 0);
      assert.equal(await kit.getByRole('button', { name: 'Remover logotipo' }).count(), 0);
      await kit.getByText('Doceria Flor de Lis', { exact: true }).waitFor();
      await adminShot(page, 'user-brand-kit-logo-removed');

      await page.getByRole('menuitem', { name: 'Auditoria' }).click();
      await page.waitForURL('**/admin/audit-log**');
      const entry = page.getByRole('row').filter({ hasText: REASON });
      await entry.getByText('Logotipo removido').waitFor();
      await entry.getByText(admin.email).waitFor();
      await entry.getByText('PNG · 160 × 80 px').waitFor();
      await adminShot(page, 'audit-log-logo-removed');
    });

    // The customer's own kit has lost the logo, and only the logo.
    const after = await api<BrandKit>(customer, '/api/brand-kit');
    assert.equal(after.status, 200);
    assert.equal(after.body.logo, null);
    assert.equal(after.body.businessName, KIT.businessName);
    assert.deepEqual(after.body.colors, KIT.colors);
  },
);
