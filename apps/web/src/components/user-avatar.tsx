import { useState } from 'react';
import { avatarInitial, type User } from '@/lib/user';

interface UserAvatarProps {
  user: User | null;
  /** sm: the navbar button (36 px); lg: the profile page (96 px). */
  size?: 'sm' | 'lg';
}

/**
 * The user's image, else the first letter of the name; a generic person icon while
 * the record is unknown (GET /me not loaded or failed). Decorative: the button names the menu.
 */
export function UserAvatar({ user, size = 'sm' }: UserAvatarProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const initial = avatarInitial(user);
  const dimension = size === 'sm' ? 'h-9 w-9' : 'h-24 w-24 text-4xl';
  const frame = `flex ${dimension} flex-none items-center justify-center overflow-hidden rounded-full`;
  if (user?.image && !imageFailed) {
    return (
      <span className={frame}>
        <img
          src={user.image}
          alt=""
          className="h-full w-full object-cover"
          onError={() => setImageFailed(true)}
        />
      </span>
    );
  }
  return (
    <span className={`${frame} bg-emerald-700 font-bold text-white`}>
      {initial ?? (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-1/2 w-1/2" fill="currentColor">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" />
        </svg>
      )}
    </span>
  );
}
