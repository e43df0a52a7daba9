import type { User } from '@morah/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

/** The profile with a server that remembers the avatar it is sent. */
function renderProfile(overrides: Partial<User> = {}, patch?: { status: number; body: unknown }) {
  let current = buildUser({ id: 21, ...overrides });
  return renderApp({
    user: current,
    route: '/profile',
    api: {
      'GET /api/auth/user': () => ({ body: { user: current } }),
      'GET /api/users/21/badges': { body: { userBadges: [] } },
      'PATCH /api/auth/avatar': ({ body }) => {
        if (patch) return patch;
        const b = body as { style: string; color: string; accessory: string; expression: string };
        current = { ...current, avatarStyle: b.style, avatarColor: b.color, avatarAccessory: b.accessory, avatarExpression: b.expression } as User;
        return { body: { user: current } };
      },
    },
  });
}

async function openEditor() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Customize Avatar' }));
  const dialog = screen.getByRole('dialog', { name: 'Customize Avatar' });
  const group = (name: string) => within(dialog).getByRole('radiogroup', { name });
  const preview = () => within(dialog).getByRole('img', { name: 'Avatar preview' });
  return { user, dialog, group, preview };
}

const profileAvatar = () => screen.getByRole('img', { name: "Miriam Cohen's avatar" });

describe('avatar editor', () => {
  it('offers the four choices as radio groups, with Wise for the serious style', async () => {
    renderProfile();
    const { group } = await openEditor();
    const names = (g: string) => within(group(g)).getAllByRole('radio').map((r) => r.textContent);
    expect(names('Style')).toEqual(['Classic', 'Modern', 'Cute', 'Wise']);
    expect(names('Color Theme')).toEqual(['Blue', 'Purple', 'Green', 'Orange', 'Pink', 'Teal Premium']);
    expect(names('Accessories')).toEqual(['None', 'Kippah', 'Glasses', 'Bow Premium', 'Hat Premium']);
    expect(names('Expression')).toEqual(['Happy', 'Wise', 'Excited', 'Thoughtful', 'Calm']);
    expect(within(group('Style')).getByRole('radio', { name: 'Classic' })).toBeChecked();
  });

  it('updates the preview with each choice, by mouse or arrow keys', async () => {
    renderProfile();
    const { user, group, preview } = await openEditor();
    await user.click(within(group('Style')).getByRole('radio', { name: 'Wise' }));
    expect(preview()).toHaveAttribute('data-avatar-style', 'serious');
    expect(within(group('Style')).getByRole('radio', { name: 'Wise' })).toBeChecked();
    await user.click(within(group('Color Theme')).getByRole('radio', { name: 'Green' }));
    await user.click(within(group('Accessories')).getByRole('radio', { name: 'Kippah' }));
    await user.click(within(group('Expression')).getByRole('radio', { name: 'Thoughtful' }));
    expect(preview()).toHaveAttribute('data-avatar-color', 'green');
    expect(preview()).toHaveAttribute('data-avatar-accessory', 'kippah');
    expect(preview()).toHaveAttribute('data-avatar-expression', 'thoughtful');

    // Arrow keys move within a group and choose as they go; only the chosen one is a Tab stop.
    const expressions = within(group('Expression')).getAllByRole('radio');
    expect(expressions.map((r) => r.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
    await user.keyboard('{ArrowRight}');
    expect(within(group('Expression')).getByRole('radio', { name: 'Calm' })).toHaveFocus();
    expect(preview()).toHaveAttribute('data-avatar-expression', 'calm');
    await user.keyboard('{ArrowRight}');
    expect(preview()).toHaveAttribute('data-avatar-expression', 'happy');
    // The profile's own avatar stays as it was until the change is saved.
    expect(profileAvatar()).toHaveAttribute('data-avatar-style', 'classic');
  });

  it('Cancel discards the changes', async () => {
    const { fetchMock } = renderProfile();
    const { user, dialog, group } = await openEditor();
    await user.click(within(group('Style')).getByRole('radio', { name: 'Cute' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(profileAvatar()).toHaveAttribute('data-avatar-style', 'classic');
    expect(sentBodies(fetchMock, 'PATCH /api/auth/avatar')).toEqual([]);
    const again = await openEditor();
    expect(again.preview()).toHaveAttribute('data-avatar-style', 'classic');
    expect(within(again.group('Style')).getByRole('radio', { name: 'Classic' })).toBeChecked();
  });

  it('Save Avatar sends the choice, refreshes the user and says Avatar Updated!', async () => {
    const { fetchMock } = renderProfile();
    const { user, dialog, group } = await openEditor();
    await user.click(within(group('Style')).getByRole('radio', { name: 'Modern' }));
    await user.click(within(group('Color Theme')).getByRole('radio', { name: 'Orange' }));
    await user.click(within(group('Accessories')).getByRole('radio', { name: 'Glasses' }));
    await user.click(within(group('Expression')).getByRole('radio', { name: 'Excited' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Avatar' }));

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByRole('status')).toHaveTextContent('Avatar Updated!');
    expect(sentBodies(fetchMock, 'PATCH /api/auth/avatar')).toEqual([{ style: 'modern', color: 'orange', accessory: 'glasses', expression: 'excited' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const avatar = profileAvatar();
    expect(avatar).toHaveAttribute('data-avatar-style', 'modern');
    expect(avatar).toHaveAttribute('data-avatar-color', 'orange');
    expect(avatar).toHaveAttribute('data-avatar-accessory', 'glasses');
    expect(avatar).toHaveAttribute('data-avatar-expression', 'excited');
    // The current user is read again after the save.
    await waitFor(() => expect(sentBodies(fetchMock, 'GET /api/auth/user').length).toBeGreaterThanOrEqual(2));
  });

  it('shows Failed to update avatar and the Update Failed toast when saving fails, and stays open', async () => {
    renderProfile({}, { status: 500, body: { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } } });
    const { user, dialog, group, preview } = await openEditor();
    await user.click(within(group('Style')).getByRole('radio', { name: 'Cute' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Avatar' }));

    expect((await within(dialog).findByText('Failed to update avatar')).closest('[role="alert"]')).not.toBeNull();
    // The toast shows inside the open dialog, the one part of the page that is not covered or inert.
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(dialog).toContainElement(region);
    const toast = await within(region).findByRole('alert');
    expect(toast).toHaveTextContent('Update Failed');
    expect(toast).toHaveTextContent('Could not save your avatar changes. Please try again.');
    expect(toast).toHaveClass('toast--destructive');
    expect(screen.getByRole('dialog', { name: 'Customize Avatar' })).toBeInTheDocument();
    expect(preview()).toHaveAttribute('data-avatar-style', 'cute');
    expect(profileAvatar()).toHaveAttribute('data-avatar-style', 'classic');
  });

  it('shows premium options disabled with an explanation to members without premium', async () => {
    renderProfile({ isPremium: false });
    const { user, dialog, group, preview } = await openEditor();
    for (const [g, name] of [['Color Theme', 'Teal Premium'], ['Accessories', 'Bow Premium'], ['Accessories', 'Hat Premium']] as const) {
      const option = within(group(g)).getByRole('radio', { name });
      expect(option).toBeDisabled();
      expect(option).toHaveAccessibleDescription('Options marked Premium are for Premium members.');
    }
    expect(within(group('Color Theme')).getByRole('radio', { name: 'Blue' })).toBeEnabled();
    await user.click(within(group('Accessories')).getByRole('radio', { name: 'Hat Premium' }));
    expect(preview()).toHaveAttribute('data-avatar-accessory', 'none');
    // Arrow keys skip them: from Pink the next color is Blue again.
    await user.click(within(group('Color Theme')).getByRole('radio', { name: 'Pink' }));
    await user.keyboard('{ArrowRight}');
    expect(preview()).toHaveAttribute('data-avatar-color', 'blue');
    expect(within(dialog).getAllByText('Options marked Premium are for Premium members.')).toHaveLength(2);
  });

  it('lets a Premium member choose them', async () => {
    const { fetchMock } = renderProfile({ isPremium: true });
    const { user, dialog, group, preview } = await openEditor();
    const hat = within(group('Accessories')).getByRole('radio', { name: 'Hat Premium' });
    expect(hat).toBeEnabled();
    await user.click(hat);
    await user.click(within(group('Color Theme')).getByRole('radio', { name: 'Teal Premium' }));
    expect(preview()).toHaveAttribute('data-avatar-accessory', 'hat');
    expect(within(dialog).queryByText('Options marked Premium are for Premium members.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Avatar' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PATCH /api/auth/avatar')).toEqual([{ style: 'classic', color: 'teal', accessory: 'hat', expression: 'happy' }]));
  });
});
