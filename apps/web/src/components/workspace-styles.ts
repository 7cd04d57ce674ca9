// Mantine CSS of the components the organizer workspace adds to the form controls (app/styles.ts has the
// shell's); imported once by each workspace page so it travels with their chunks.
import './form-styles';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Slider.css';
