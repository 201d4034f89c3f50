import clsx from 'clsx';
import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { MENU } from './copy';
import { imageSize } from './menu-order';
import { lazyLoadOptions, useScrolling } from './scroll-state';

/** The tiny blurred preview replaces the skeleton this long after the photo comes into view. */
export const PREVIEW_DELAY_MS = 100;

type Source = 'sized' | 'original' | 'failed';

interface ProductImageProps {
  url: string;
  alt: string;
  /** The box's shape. */
  frame?: string;
  /** The first photo of a page, on screen from the start: loaded at once, at high priority. */
  eager?: boolean;
}

/**
 * A menu photo that loads as the spec describes: a skeleton until it nears the screen, then the
 * ultraTiny preview blurred, then the photo in the size the box needs, sharp. If that fails, the
 * original without a size; if that fails too, 'Sin imagen'. The box keeps its shape throughout.
 * A photo that arrives before the preview would have shown (cached, or hinted by the server) is
 * simply shown: there is nothing to fade from.
 */
export function ProductImage({ url, alt, frame = 'aspect-[4/3]', eager = false }: ProductImageProps) {
  const box = useRef<HTMLSpanElement | null>(null);
  // Once near the screen, the photo stays: the observer restarts when scrolling changes how far it
  // looks ahead, and its first answer could otherwise take a photo away that the page moved down.
  const [inView, setInView] = useState(eager);
  const { ref } = useInView({ skip: inView, onChange: (near) => near && setInView(true), ...lazyLoadOptions(useScrolling()) });
  const [size, setSize] = useState<ReturnType<typeof imageSize> | null>(null);
  const [preview, setPreview] = useState(false);
  const [sharp, setSharp] = useState(false);
  const [source, setSource] = useState<Source>('sized');

  useEffect(() => {
    setSize(imageSize(box.current?.clientWidth ?? 0, window.devicePixelRatio || 1));
  }, []);

  useEffect(() => {
    if (!inView) return;
    const timer = setTimeout(() => setPreview(true), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [inView]);

  const setBox = (node: HTMLSpanElement | null) => {
    box.current = node;
    ref(node);
  };

  return (
    // Spans, not divs: the photo sits inside the 'Ampliar' button, which may hold only phrasing content.
    <span ref={setBox} data-image-state={source === 'failed' ? 'failed' : sharp ? 'sharp' : preview ? 'preview' : 'skeleton'} className={`relative block w-full overflow-hidden bg-stone-200 ${frame}`}>
      {source === 'failed' ? (
        <span className="flex size-full flex-col items-center justify-center gap-1 text-muted">
          <ImageOff aria-hidden className="size-6" />
          <span className="text-base">{MENU.noImage}</span>
        </span>
      ) : (
        <>
          {!sharp && <span aria-hidden className="absolute inset-0 animate-pulse bg-stone-200" />}
          {inView && preview && !sharp && <img src={`${url}?size=ultraTiny`} alt="" aria-hidden className="absolute inset-0 size-full scale-110 object-cover blur-md" />}
          {inView && size && (
            <img
              src={source === 'sized' ? `${url}?size=${size}` : url}
              alt={alt}
              width={800}
              height={600}
              decoding="async"
              fetchPriority={eager ? 'high' : undefined}
              ref={(img) => {
                if (img?.complete && img.naturalWidth > 0) setSharp(true);
              }}
              onLoad={() => setSharp(true)}
              onError={() => setSource((current) => (current === 'sized' ? 'original' : 'failed'))}
              className={clsx('relative size-full object-cover', preview && 'transition-opacity duration-300', sharp ? 'opacity-100' : 'opacity-0')}
            />
          )}
        </>
      )}
    </span>
  );
}
