// Free ports for the browser tests' three servers (playwright.config.ts), chosen once by the runner:
// workers load the config again and inherit the runner's environment, so they find these and choose
// none of their own. No fixed port, so a server left running by an interrupted run is in nobody's way.
import { freePorts } from './free-port';

if (!process.env.E2E_PORT) {
  const [main, onLocation, siteAlone] = await freePorts(3);
  process.env.E2E_PORT = String(main);
  process.env.E2E_ON_LOCATION_PORT = String(onLocation);
  process.env.E2E_SITE_ALONE_PORT = String(siteAlone);
}
