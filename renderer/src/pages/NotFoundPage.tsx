import { Link } from 'wouter';
import { VenueTitle } from '../components/VenueTitle';

/**
 * Any path no route claims. The heading and sentence are fixed by the product, in English, so
 * they carry lang="en" for screen readers inside the Spanish page.
 */
export default function NotFoundPage() {
  return (
    <main className="not-found" aria-labelledby="not-found-title">
      <VenueTitle title="Página no encontrada" />
      <div className="not-found__card">
        <h1 id="not-found-title" lang="en">
          404 Page Not Found
        </h1>
        <p lang="en">Did you forget to add the page to the router?</p>
        <Link href="/" className="button">
          Volver al inicio
        </Link>
      </div>
    </main>
  );
}
