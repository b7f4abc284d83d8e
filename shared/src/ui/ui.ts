/**
 * The Chakra primitives apps may use. Apps never import '@chakra-ui/react' themselves: Chakra
 * travels inside the @console/shared federation singleton, so there is one copy and one theme,
 * and naming each export keeps the bundle tree-shaken to what is listed here.
 */
export {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Center,
  chakra,
  Checkbox,
  Code,
  Container,
  Dialog,
  Drawer,
  Field,
  Flex,
  Grid,
  GridItem,
  Heading,
  HStack,
  IconButton,
  Input,
  Kbd,
  Link,
  Menu,
  NativeSelect,
  Portal,
  Separator,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
  VStack,
} from '@chakra-ui/react';
/** Chakra's spinner, labelled as a status or hidden as decoration. */
export { Spinner } from './spinner';
export type {
  BadgeProps,
  BoxProps,
  ButtonProps,
  FlexProps,
  HeadingProps,
  InputProps,
  StackProps,
  TextProps,
} from '@chakra-ui/react';
