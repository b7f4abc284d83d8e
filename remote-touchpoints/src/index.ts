// Federation negotiates the shared singletons before React starts.
import('./bootstrap');
