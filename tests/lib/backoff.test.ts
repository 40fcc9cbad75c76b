import { backoffDelay, type BackoffPolicy } from '@/lib/backoff';

const exact: BackoffPolicy = { firstMs: 250, maxMs: 10_000 };

describe('backoffDelay', () => {
  it('doubles from the first wait', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(exact, n))).toEqual([250, 500, 1000, 2000]);
  });

  it('never waits longer than the cap, however many retries', () => {
    expect([5, 6, 7, 100, 5000].map((n) => backoffDelay(exact, n))).toEqual([
      8000, 10_000, 10_000, 10_000, 10_000,
    ]);
  });

  it('counts a negative or fractional retry number as whole retries from the first', () => {
    expect(backoffDelay(exact, -3)).toBe(250);
    expect(backoffDelay(exact, 1.7)).toBe(500);
    expect(backoffDelay(exact, Number.NaN)).toBe(250);
  });

  it('without jitter does not draw a random number', () => {
    const random = jest.fn(() => 0.9);
    expect(backoffDelay(exact, 2, random)).toBe(1000);
    expect(random).not.toHaveBeenCalled();
  });

  it('multiplies by a factor drawn between the jitter bounds, cap included', () => {
    const spread: BackoffPolicy = { firstMs: 1_000, maxMs: 15_000, jitter: [0.8, 1.2] };
    expect(backoffDelay(spread, 0, () => 0)).toBe(800);
    expect(backoffDelay(spread, 0, () => 0.5)).toBe(1000);
    expect(backoffDelay(spread, 0, () => 1)).toBe(1200);
    expect(backoffDelay(spread, 10, () => 1)).toBe(18_000);
    expect(backoffDelay(spread, 10, () => 0)).toBe(12_000);
  });

  it('rounds to whole milliseconds', () => {
    expect(backoffDelay({ firstMs: 333, maxMs: 10_000, jitter: [1, 1.1] }, 0, () => 0.5)).toBe(350);
  });
});
