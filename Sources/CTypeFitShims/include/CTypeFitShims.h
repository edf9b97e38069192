#ifndef CTYPEFITSHIMS_H
#define CTYPEFITSHIMS_H
#include <stdint.h>
#endif
