import { describe, expect, it } from 'vitest';
import { feedbackFigures } from './figures';

const opinion = (overall: number, food = overall, service = overall, ambience = overall) => ({ overall, food, service, ambience });

describe('the figures of the opinions', () => {
  it('are empty, with no average, when there are none', () => {
    expect(feedbackFigures([])).toEqual({ count: 0, averages: { overall: null, food: null, service: null, ambience: null }, spread: [0, 0, 0, 0, 0] });
  });

  it.each([
    { opinions: [opinion(5), opinion(4)], count: 2, overall: 4.5, spread: [0, 0, 0, 1, 1] },
    { opinions: [opinion(5), opinion(4), opinion(4), opinion(4)], count: 4, overall: 4.3, spread: [0, 0, 0, 3, 1] },
    { opinions: [opinion(1), opinion(2), opinion(5)], count: 3, overall: 2.7, spread: [1, 1, 0, 0, 1] },
  ])('count $count opinions, average $overall overall to one decimal, and spread them by the overall score', ({ opinions, count, overall, spread }) => {
    expect(feedbackFigures(opinions)).toMatchObject({ count, averages: { overall }, spread });
  });

  it('average each score on its own', () => {
    expect(feedbackFigures([opinion(5, 2, 4, 3), opinion(3, 4, 4, 1)]).averages).toEqual({ overall: 4, food: 3, service: 4, ambience: 2 });
  });
});
