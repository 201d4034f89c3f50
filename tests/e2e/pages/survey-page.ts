import type { Locator, Page } from '@playwright/test';

/** /opinion/:token: the morning-after survey, its four scores, the comment and 'Enviar opinión'. */
export class SurveyPage {
  readonly heading: Locator;
  readonly comment: Locator;
  readonly send: Locator;
  readonly outcome: Locator;
  readonly problem: Locator;
  readonly reviews: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.comment = page.getByRole('textbox', { name: 'Comentario (opcional)' });
    this.send = page.getByRole('button', { name: 'Enviar opinión' });
    this.outcome = page.getByRole('main').getByRole('status');
    this.problem = page.getByRole('main').getByRole('alert');
    this.reviews = page.getByRole('link', { name: /^Reseñas/ });
  }

  /** One score's group ('La comida'). */
  group(legend: string): Locator {
    return this.page.getByRole('radiogroup', { name: legend }).or(this.page.getByRole('group', { name: legend }));
  }

  /** A score in a group, as a screen reader names it ('4 de 5'). */
  score(legend: string, score: number): Locator {
    return this.group(legend).getByRole('radio', { name: `${score} de 5` });
  }

  /** The numbered button a finger taps for a score. */
  button(legend: string, score: number): Locator {
    return this.group(legend)
      .locator('label')
      .filter({ hasText: new RegExp(`^${score}`) });
  }

  /** A line of the visit's details, by its label ('Fecha', 'Hora', 'Personas'). */
  detail(label: string): Locator {
    return this.page.getByRole('definition').filter({ has: this.page.locator(`xpath=preceding-sibling::dt[1][normalize-space()="${label}"]`) });
  }
}
