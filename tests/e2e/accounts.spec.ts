import { expect as baseExpect, test } from './support/fixtures';
import { accountMenuButton, logIn, logOut, openRowMenu, rowWith, search, toast } from './support/ui';

// Screens load after a sign-in through the UI; on a busy machine that alone can pass the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A staff account of the test's own, with the Owner role (so it may open the users screen). */
async function makeUser(api: import('./support/api').OwnerApi, email: string, password: string) {
  const role = (await api.list('roles', { search: 'Owner' })).doc[0]._id;
  return api.create('users', { name: email.split('@')[0], email, password, role });
}

test.describe('own profile and passwords set by an administrator (issue 6 §4)', () => {
  // Each test signs in two or three times through the screen.
  test.slow();

  test('a user changes their name and phone from the account menu; the top bar follows', async ({ page, api }) => {
    await makeUser(api, 'profile-e2e@example.com', 'profile-pass-1');
    await logIn(page, 'profile-e2e@example.com', 'profile-pass-1');
    // The dashboard has drawn: the top bar's menu now answers a click.
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();

    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your profile' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('profile-e2e');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Rahima Khatun');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('01711000222');
    await expect(dialog.getByRole('button', { name: 'Choose image' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Information Updated Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The account menu shows the new name at once, and it is what the server keeps.
    await accountMenuButton(page).click();
    await expect(page.getByRole('menu')).toContainText('Rahima Khatun');
    await page.keyboard.press('Escape');
    const saved = (await api.list('users', { search: 'profile-e2e' })).doc[0];
    expect(saved).toMatchObject({ name: 'Rahima Khatun', phone: '01711000222' });

    // An empty name is refused on the screen, and nothing changes.
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Required')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await api.list('users', { search: 'profile-e2e' })).doc[0].name).toBe('Rahima Khatun');
  });

  test('an administrator sets a new password for a user from the users row menu', async ({ page, api }) => {
    await makeUser(api, 'forgot-e2e@example.com', 'forgotten-pass-1');
    // The user signs in once, so the list has a last sign-in to show.
    await logIn(page, 'forgot-e2e@example.com', 'forgotten-pass-1');
    await logOut(page);

    await logIn(page);
    await page.goto('/users');
    await expect(page.getByRole('table').getByText('Last sign-in', { exact: true })).toBeVisible();
    await search(page, 'forgot-e2e');
    await expect(rowWith(page, 'forgot-e2e@example.com')).toBeVisible();
    // The last sign-in column holds a date for this user.
    await expect(rowWith(page, 'forgot-e2e@example.com')).toContainText(/\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}/);

    const menu = await openRowMenu(page, 'forgot-e2e@example.com');
    await menu.getByRole('menuitem', { name: 'Set password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set password for forgot-e2e' });
    await dialog.getByLabel(/^New password/).fill('short');
    await dialog.getByLabel(/^Confirm new password/).fill('short');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await expect(dialog.getByText('At least 12 characters')).toBeVisible();

    await dialog.getByLabel(/^New password/).fill('brand-new-pass-1');
    await dialog.getByLabel(/^Confirm new password/).fill('brand-new-pass-1');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await expect(toast(page, 'Password set for forgot-e2e')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The user now signs in with the new password, and the old one no longer works.
    await logOut(page);
    const old = await page.request.post('/api/auth/login', { data: { email: 'forgot-e2e@example.com', password: 'forgotten-pass-1' } });
    expect(old.status()).toBe(401);
    await logIn(page, 'forgot-e2e@example.com', 'brand-new-pass-1');
  });
});
