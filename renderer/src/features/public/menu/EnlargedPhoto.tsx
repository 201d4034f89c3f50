import { Dialog } from '../../../components/ui/Dialog';

/** A dish's photo at full size, with its name and price; Escape, a tap outside or the button close it. */
export default function EnlargedPhoto({ name, price, url, onClose }: { name: string; price: string; url: string; onClose(): void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={name} description={price} large>
      <img src={`${url}?size=large`} alt={name} width={1200} height={900} className="-mx-4 max-h-[70dvh] w-[calc(100%+2rem)] max-w-none object-contain sm:mx-0 sm:w-full sm:rounded-xl" />
    </Dialog>
  );
}
