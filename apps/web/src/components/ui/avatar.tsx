import { useState } from 'react';
import { cn, getInitials, isUsableImageUrl } from '@/lib/utils';

interface AvatarProps {
  name: string;
  picture: string | null;
  className?: string;
}

/** The picture when it is a usable URL and loads; the person's initials otherwise. */
export function Avatar({ name, picture, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const showPicture = isUsableImageUrl(picture) && !failed;
  return (
    <span
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full',
        'bg-accent-100 text-sm font-semibold text-accent-800',
        className,
      )}
      aria-hidden="true"
    >
      {showPicture ? (
        <img
          src={picture}
          alt=""
          className="size-full object-cover"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
        />
      ) : (
        getInitials(name)
      )}
    </span>
  );
}
