/** How often to ask whether the server answers again, and for how long before giving up and reloading anyway. */
const POLL_MS = 1_000;
const GIVE_UP_MS = 120_000;

/**
 * After a backup is restored the server answers 503 for a few seconds while it reopens the
 * database: resolves once it answers again (or, past two minutes, anyway).
 */
export async function serverIsBack(): Promise<void> {
  const deadline = Date.now() + GIVE_UP_MS;
  // Give the restore a moment to start: until then the old database still answers.
  await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  while (Date.now() < deadline) {
    const healthy = await fetch('/api/health', { cache: 'no-store' }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Once the server is back, the screen reloads whole, so nothing from before the restore stays. */
export async function reloadWhenServerIsBack(): Promise<void> {
  await serverIsBack();
  window.location.reload();
}
