/** Shown while a screen's chunk downloads; announced politely to screen readers. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      Cargando…
    </div>
  );
}
