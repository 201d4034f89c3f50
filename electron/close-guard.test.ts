import { describe, expect, it } from 'vitest';
import { guardClose } from './close-guard';

/** A window's close event as Electron gives it; its binary cannot run here. */
const closeEvent = () => {
  const event = { prevented: false, preventDefault: () => void (event.prevented = true) };
  return event;
};

/** A question whose answer the test gives when it wants. */
function question() {
  let answer: (closeAnyway: boolean) => void = () => undefined;
  let asked = 0;
  const confirm = () => {
    asked++;
    return new Promise<boolean>((resolve) => {
      answer = resolve;
    });
  };
  return { confirm, answer: (closeAnyway: boolean) => answer(closeAnyway), asked: () => asked };
}

describe("the kiosk window's close", () => {
  it('waits for the owner, stays open when they keep it, and asks once however often close is pressed', async () => {
    const owner = question();
    let closed = 0;
    const guard = guardClose({ leaving: () => false, confirm: owner.confirm, close: () => void closed++ });
    const first = closeEvent();
    const second = closeEvent();
    guard(first);
    guard(second);
    expect([first.prevented, second.prevented, owner.asked()]).toEqual([true, true, 1]);
    owner.answer(false);
    await Promise.resolve();
    expect(closed).toBe(0);
  });

  it('closes the window once the owner chooses to close anyway, and then lets that close through', async () => {
    const owner = question();
    let closed = 0;
    const guard = guardClose({ leaving: () => false, confirm: owner.confirm, close: () => void closed++ });
    guard(closeEvent());
    owner.answer(true);
    await Promise.resolve();
    expect(closed).toBe(1);
    const again = closeEvent();
    guard(again);
    expect(again.prevented).toBe(false);
  });

  it('asks nothing when the app is already leaving (an update, a shutdown)', () => {
    const owner = question();
    const guard = guardClose({ leaving: () => true, confirm: owner.confirm, close: () => undefined });
    const event = closeEvent();
    guard(event);
    expect([owner.asked(), event.prevented]).toEqual([0, false]);
  });
});
