#include "CTypeFitShims.h"
