import { act, screen } from '@testing-library/react';

import { routeFor } from '../routing/routes';
import { useChrome } from '../state/ChromeState';
import { useSideMenu } from '../state/SideMenuState';
import { renderWithHost } from '../testing/renderWithHost';
import { Layout } from './Layout';

// Each part counts its renders; Layout's own state must not add to them.
const renders = { header: 0, sideMenu: 0, banner: 0, footer: 0 };

jest.mock('./header/Header', () => ({
  Header: () => {
    renders.header += 1;
    return <header>header</header>;
  },
}));
jest.mock('./sideMenu/SideMenu', () => ({
  SideMenu: () => {
    renders.sideMenu += 1;
    return <nav>side menu</nav>;
  },
}));
jest.mock('./banner/BannerSlot', () => ({
  BannerSlot: () => {
    renders.banner += 1;
    return <div>banner</div>;
  },
}));
jest.mock('./footer/Footer', () => ({
  Footer: () => {
    renders.footer += 1;
    return <footer>footer</footer>;
  },
}));

let drawer: ReturnType<typeof useSideMenu> | undefined;
let chrome: ReturnType<typeof useChrome> | undefined;
const Probe = () => {
  drawer = useSideMenu();
  chrome = useChrome();
  return <p>page</p>;
};

describe('Layout', () => {
  beforeEach(() => {
    Object.assign(renders, { header: 0, sideMenu: 0, banner: 0, footer: 0 });
    window.sessionStorage.clear();
  });

  it('renders each part of the frame once although its own state changes after the first render', async () => {
    renderWithHost(
      <Layout route={routeFor('/index')}>
        <Probe />
      </Layout>,
      { route: '/index' },
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    // The home state turned on after the first render: Layout rendered again, its parts did not.
    expect(chrome?.barsAllowed).toBe(true);
    act(() => drawer?.setDrawerOpen(true));
    expect(screen.getByText('footer')).toBeInTheDocument();
    expect(renders).toEqual({ header: 1, sideMenu: 1, banner: 1, footer: 1 });
  });
});
