import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import '@/testing/render';
import { AppToaster } from './toaster';

function VisibleToasts() {
  const { toasts } = useToasterStore();
  const visible = toasts.filter((t) => t.visible).map((t) => t.id);
  return <p data-testid="visible">{visible.join(' ')}</p>;
}

describe('AppToaster', () => {
  it('keeps at most 20 toasts on screen, dismissing the oldest', () => {
    render(
      <>
        <AppToaster />
        <VisibleToasts />
      </>,
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
});
