import { ImageOff } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { MENU } from './copy';
import { imageSize } from './menu-order';

type Stage = 'sized' | 'original' | 'failed';

/**
 * A product photo in the size its card needs. If that fails, the original without a size; if
 * that fails too, 'Sin imagen'. The box keeps its shape throughout, so nothing below it jumps.
 */
export function ProductImage({ url, alt, frame = 'aspect-[4/3]' }: { url: string; alt: string; /** The box's shape. */ frame?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<ReturnType<typeof imageSize> | null>(null);
  const [stage, setStage] = useState<Stage>('sized');

  useLayoutEffect(() => {
    setSize(imageSize(box.current?.clientWidth ?? 0, window.devicePixelRatio || 1));
  }, []);

  return (
    <div ref={box} className={`relative w-full overflow-hidden bg-stone-200 ${frame}`}>
      {stage === 'failed' ? (
        <div className="flex size-full flex-col items-center justify-center gap-1 text-muted">
          <ImageOff aria-hidden className="size-6" />
          <span className="text-base">{MENU.noImage}</span>
        </div>
      ) : (
        size && (
          <img
            src={stage === 'sized' ? `${url}?size=${size}` : url}
            alt={alt}
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
            onError={() => setStage((current) => (current === 'sized' ? 'original' : 'failed'))}
            className="size-full object-cover"
          />
        )
      )}
    </div>
  );
}
