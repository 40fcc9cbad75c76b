import { act, renderHook } from '@testing-library/react';
import { useIsMobile } from '@/theme/useIsMobile';
import { media } from '@/theme/media';
import { theme } from '@/theme/theme';

describe('useIsMobile', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('reports desktop where matchMedia is missing (jsdom)', () => {
    // @ts-expect-error simulate an environment without matchMedia
    delete window.matchMedia;
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
  });

  it('follows the (max-width: 767px) query', () => {
    let matches = true;
    const listeners = new Set<() => void>();
    window.matchMedia = jest.fn((query: string) => ({
      get matches() {
        return matches;
      },
      media: query,
      addEventListener: (_: string, cb: () => void) => listeners.add(cb),
      removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
    })) as unknown as typeof window.matchMedia;

    const { result } = renderHook(() => useIsMobile());
    expect(window.matchMedia).toHaveBeenCalledWith('(max-width: 767px)');
    expect(result.current).toBe(true);
    act(() => {
      matches = false;
      listeners.forEach((cb) => cb());
    });
    expect(result.current).toBe(false);
  });

  it('theme breakpoints and media strings match the spec', () => {
    expect(theme.breakpoints).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200 });
    expect(theme.mobileMaxWidth).toBe(767);
    expect(media.mobile).toBe('@media (max-width: 767px)');
    expect(theme.colors.primary).toBe('#388994');
    expect(theme.colors.fuel).toEqual({
      regular: '#4CAF50',
      premium: '#F44336',
      diesel: '#525969',
    });
  });
});
