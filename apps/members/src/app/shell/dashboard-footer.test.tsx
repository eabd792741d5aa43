import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DashboardFooter } from './dashboard-footer';

describe('DashboardFooter', () => {
  it('gives the copyright year the page is read in, as the public site’s footer does', () => {
    renderWithProviders(<DashboardFooter />);
    expect(screen.getByText(`© ${new Date().getFullYear()} Shubh Vivah. All rights reserved.`)).toBeInTheDocument();
  });
});
