import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import Supercluster from 'supercluster';
import classes from './map.module.css';
import type { MapPoint, MapTexts, MountedMap } from './types';

/*
 * The Leaflet side of the maps, loaded on demand (it is ~45 kB gzip and most visits never scroll to a
 * map). Pins are HTML (divIcon): no marker images to bundle, and a cluster map's pins are real links
 * and buttons, reachable by keyboard. Tiles come from OpenStreetMap at run time; without a network the
 * tile images fail quietly and the pins still show on the plain background.
 */

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
const MAX_ZOOM = 18;
const PIN_ZOOM = 15;
/** Europe's middle: the view of an empty cluster map. */
const EMPTY_VIEW: L.LatLngTuple = [49.5, 15];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function pinIcon(inner: string): L.DivIcon {
  // className '' drops Leaflet's white-square default style of divIcons.
  return L.divIcon({ html: inner, className: '', iconSize: [28, 28], iconAnchor: [14, 34] });
}

function createMap(element: HTMLElement, texts: MapTexts): L.Map {
  const map = L.map(element, { zoomControl: false, scrollWheelZoom: false, attributionControl: true });
  L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  L.tileLayer(TILE_URL, { maxZoom: MAX_ZOOM, attribution: ATTRIBUTION, crossOrigin: true }).addTo(map);
  return map;
}

/** One pin, not clickable: the place itself is the information (the page links out separately). */
export function mountPinMap(element: HTMLElement, point: MapPoint, texts: MapTexts): MountedMap {
  const map = createMap(element, texts);
  const position: L.LatLngTuple = [point.lat, point.lon];
  map.setView(position, PIN_ZOOM);
  const html = `<span class="${classes.pin}" data-testid="map-pin" title="${escapeHtml(point.label)}"></span>`;
  let marker = L.marker(position, { icon: pinIcon(html), interactive: false, keyboard: false }).addTo(map);
  return {
    update: (points) => {
      const [next] = points;
      if (!next) return;
      marker.remove();
      marker = L.marker([next.lat, next.lon], { icon: pinIcon(html), interactive: false, keyboard: false });
      marker.addTo(map);
      map.setView([next.lat, next.lon], PIN_ZOOM);
    },
    destroy: () => map.remove(),
  };
}

type PointProps = { index: number };

/**
 * Many pins clustered with supercluster: a bubble counts the places under it and zooms in on click; a
 * single place is a link to its page. `navigate` opens in-app links without reloading the page.
 */
export function mountClusterMap(
  element: HTMLElement,
  initial: readonly MapPoint[],
  texts: MapTexts,
  navigate: (href: string) => void,
): MountedMap {
  const map = createMap(element, texts);
  const layer = L.layerGroup().addTo(map);
  const index = new Supercluster<PointProps>({ radius: 60, maxZoom: 16 });
  let points: readonly MapPoint[] = [];

  const render = () => {
    layer.clearLayers();
    if (points.length === 0) return;
    // Pins just outside the view are drawn too, so panning does not make them pop in. A map without a
    // size (a hidden box) has no meaningful view: then every place counts.
    const size = map.getSize();
    const bounds = map.getBounds().pad(0.25);
    const box: [number, number, number, number] =
      size.x === 0 || size.y === 0
        ? [-180, -85, 180, 85]
        : [
            Math.max(-180, bounds.getWest()),
            Math.max(-85, bounds.getSouth()),
            Math.min(180, bounds.getEast()),
            Math.min(85, bounds.getNorth()),
          ];
    for (const feature of index.getClusters(box, Math.round(map.getZoom()))) {
      const [lon, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      let html: string;
      if ('cluster' in props && props.cluster) {
        const count = props.point_count;
        html = `<button type="button" class="${classes.cluster}" data-cluster-id="${props.cluster_id}" data-testid="map-cluster" aria-label="${escapeHtml(texts.cluster(count))}">${escapeHtml(String(props.point_count_abbreviated))}</button>`;
        layer.addLayer(
          L.marker([lat, lon], {
            icon: L.divIcon({ html, className: '', iconSize: [40, 40] }),
            interactive: false,
            keyboard: false,
          }),
        );
        continue;
      }
      const point = points[(props as PointProps).index];
      if (!point) continue;
      html = `<a class="${classes.pin}" href="${escapeHtml(point.href)}" data-map-link data-testid="map-pin" aria-label="${escapeHtml(point.label)}" title="${escapeHtml(point.label)}"></a>`;
      layer.addLayer(L.marker([lat, lon], { icon: pinIcon(html), interactive: false, keyboard: false }));
    }
  };

  const load = (next: readonly MapPoint[]) => {
    points = next;
    index.load(
      next.map((point, i) => ({
        type: 'Feature' as const,
        properties: { index: i },
        geometry: { type: 'Point' as const, coordinates: [point.lon, point.lat] },
      })),
    );
    if (next.length === 0) map.setView(EMPTY_VIEW, 4);
    else if (next.length === 1 && next[0]) map.setView([next[0].lat, next[0].lon], PIN_ZOOM);
    else
      map.fitBounds(L.latLngBounds(next.map((p) => [p.lat, p.lon])), {
        padding: [32, 32],
        maxZoom: PIN_ZOOM,
      });
    render();
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const cluster = target?.closest<HTMLElement>('[data-cluster-id]');
    if (cluster) {
      event.preventDefault();
      const id = Number(cluster.dataset.clusterId);
      const marker = index
        .getClusters([-180, -85, 180, 85], Math.round(map.getZoom()))
        .find((feature) => 'cluster' in feature.properties && feature.properties.cluster_id === id);
      if (!marker) return;
      const [lon, lat] = marker.geometry.coordinates as [number, number];
      map.setView([lat, lon], Math.min(index.getClusterExpansionZoom(id), MAX_ZOOM));
      return;
    }
    const link = target?.closest<HTMLAnchorElement>('a[data-map-link]');
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('/')) {
      event.preventDefault();
      navigate(href);
    }
  };
  element.addEventListener('click', onClick);
  map.on('moveend', render);
  load(initial);

  return {
    update: load,
    destroy: () => {
      element.removeEventListener('click', onClick);
      map.remove();
    },
  };
}
