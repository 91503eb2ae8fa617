import { describe, expect, it, vi } from 'vitest';
import { ownSiteHost } from './own-site-host.ts';

const address = { apiUrl: 'https://db.example', anonKey: 'anon' };

describe('the widget host on our own pages', () => {
  it('takes the page’s path as the source, and a partner’s credit only from a widget link', () => {
    const navigate = vi.fn();
    const emit = vi.fn();
    const host = ownSiteHost(
      { pathname: '/pond-planner', search: '?partner=acme&campaign=spring&utm_source=newsletter' },
      address,
      emit,
      navigate,
    );
    expect(host.source).toBe('/pond-planner');
    expect(host.partner).toBe('acme');
    expect(host.attribution).toEqual({ campaign: 'spring', utmSource: 'newsletter' });
    expect(host.href('/privacy-policy')).toBe('/privacy-policy');
    expect(host.linkTarget).toBeUndefined();
    expect(host.countLoad).toBeUndefined();
    host.navigate?.('/states/tx');
    expect(navigate).toHaveBeenCalledWith('/states/tx');
    host.emit('pond-ready', { version: 1, widget: 'planner', kitVersion: 'test' });
    expect(emit).toHaveBeenCalledOnce();
    const plain = ownSiteHost({ pathname: '/', search: '?campaign=spring' }, address, () => {});
    expect(plain.partner).toBeUndefined();
    expect(plain.attribution).toBeUndefined();
    expect(plain.navigate).toBeUndefined();
  });

  it('reads the database address only when something is sent', () => {
    const read = vi.fn(() => 'https://db.example');
    ownSiteHost(
      { pathname: '/', search: '' },
      {
        get apiUrl() {
          return read();
        },
        anonKey: 'anon',
      },
      () => {},
    );
    expect(read).not.toHaveBeenCalled();
  });
});
