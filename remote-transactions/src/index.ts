// Federation negotiates the shared singletons before React starts (ARCHITECTURE §3).
import('./bootstrap');
