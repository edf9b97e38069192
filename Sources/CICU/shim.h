// Only the C shim target includes ICU headers; Swift never calls ICU's
// version-renamed symbols directly (see CTypeFitShims).
#include <unicode/utypes.h>
