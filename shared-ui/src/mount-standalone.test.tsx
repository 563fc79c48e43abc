import { act } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { useMantineTheme } from '@mantine/core';
import { mountStandalone } from './mount-standalone';

function Probe() {
  const location = useLocation();
  const theme = useMantineTheme();
  return (
    <p>
      {location.pathname} primary:{theme.primaryColor}
    </p>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountStandalone', () => {
  it('renders the app with the site theme and a browser router into #root', () => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.pushState({}, '', '/my-page');
    let root: ReturnType<typeof mountStandalone> = null;
    act(() => {
      root = mountStandalone(Probe);
    });
    expect(root).not.toBeNull();
    expect(document.getElementById('root')).toHaveTextContent('/my-page primary:hiroba');
    act(() => root!.unmount());
  });

  it('does nothing on a page without #root', () => {
    expect(mountStandalone(Probe)).toBeNull();
  });
});
