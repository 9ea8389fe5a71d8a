import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Scrolls as a multi-page site would: a page reached by a link starts at its top, and a link to
 * `/#pricing` lands on that section, also when such an address is opened directly. Back and
 * forward keep the browser's own scroll restoring.
 */
export function useScrollOnNavigate() {
  const { hash, key } = useLocation();
  const navigation = useNavigationType();
  const opened = useRef(false);
  useEffect(() => {
    const first = !opened.current;
    opened.current = true;
    if (navigation === 'POP' && !first) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (!first) window.scrollTo(0, 0);
  }, [hash, key, navigation]);
}
