import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import toast, { useToasterStore } from 'react-hot-toast';
import '@test/render';
import { AppToaster, TOAST_TOP_UNDER_HEADER_PX } from './toaster';

function VisibleToasts() {
  const { toasts } = useToasterStore();
  const visible = toasts.filter((t) => t.visible).map((t) => t.id);
  return <p data-testid="visible">{visible.join(' ')}</p>;
}

describe('AppToaster', () => {
  it('keeps at most 20 toasts on screen, dismissing the oldest', () => {
    render(
      <MemoryRouter>
        <AppToaster />
        <VisibleToasts />
      </MemoryRouter>,
    );
    act(() => {
      for (let i = 1; i <= 25; i++) toast(`Note ${i}`, { id: `n${i}` });
    });
    const visible = screen.getByTestId('visible').textContent?.split(' ') ?? [];
    expect(visible).toHaveLength(20);
    expect(visible).toContain('n25');
    expect(visible).toContain('n6');
    expect(visible).not.toContain('n5');
    expect(visible).not.toContain('n1');
  });

  it.each([
    ['/dashboard', TOAST_TOP_UNDER_HEADER_PX],
    ['/onboarding', TOAST_TOP_UNDER_HEADER_PX],
    ['/login', 16],
    ['/subscribe', 16],
  ])('on %s, shows toasts from %i px down (below any header and its controls)', (path, top) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppToaster />
      </MemoryRouter>,
    );
    act(() => {
      toast.error('Boom');
    });
    const container = screen.getByText('Boom').closest<HTMLElement>('[style*="position: fixed"]');
    expect(container?.style.top).toBe(`${top}px`);
  });
});
